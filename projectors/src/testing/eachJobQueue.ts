import { randomUUID } from 'node:crypto';
import {
  createBullMqJobQueue,
  createInProcessJobQueue,
  type JobQueue,
  type JobSchemas,
} from '@mohalla/infra';
import { serverFromEnv } from '@mohalla/infra/testing';
import { redisTestKeys } from '@mohalla/infra/testing/redis';
import { afterAll, describe } from 'vitest';

export type MakeQueue<S extends JobSchemas> = () => Promise<JobQueue<S>>;

/**
 * Runs a spec of work done through a job queue on each queue the projectors may be given: the
 * in-process one always, BullMQ when REDIS_URL names a server (skipped, saying why, when not),
 * under Redis keys of its own (`label`) removed after the file. Each queue made is a new one.
 */
export function onEachJobQueue<S extends JobSchemas>(
  label: string,
  jobs: S,
  describeOn: (name: string, makeQueue: MakeQueue<S>) => void,
) {
  const { url: redisUrl, reason } = serverFromEnv('redis', 'REDIS_URL');
  const { keyPrefix, cleanup } = redisTestKeys(redisUrl, label);
  describeOn('in-process queue', async () =>
    createInProcessJobQueue({ name: `${label}-${randomUUID()}`, jobs }),
  );
  describe.skipIf(!redisUrl)(`BullMQ (${reason})`, () => {
    afterAll(cleanup);
    describeOn('BullMQ queue', async () =>
      createBullMqJobQueue({
        url: redisUrl!,
        prefix: keyPrefix.slice(0, -1),
        name: `${label}-${randomUUID()}`,
        jobs,
      }),
    );
  });
}
