import { randomUUID } from 'node:crypto';
import { Worker } from 'bullmq';
import { Redis } from 'ioredis';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { serverFromEnv } from '../testing/optionalServer.js';
import { redisTestKeys } from '../testing/redisTestKeys.js';
import { createBullMqJobQueue } from './bullMqJobQueue.js';
import { describeJobQueueContract } from './jobQueue.contract.js';
import { gate, jobId, testJobs, waitFor } from './jobQueueContract.fixtures.js';
import type { JobQueue } from './port.js';

const { url, reason } = serverFromEnv('redis', 'REDIS_URL');
// One key prefix per run (and one queue name per test), deleted afterwards, so runs can share a server.
const { keyPrefix, cleanup } = redisTestKeys(url, 'jobqueue_contract');
const prefix = keyPrefix.slice(0, -1);

describe.skipIf(!url)(`BullMQ JobQueue (${reason})`, () => {
  afterAll(cleanup);

  describeJobQueueContract('BullMQ', (jobs, options) =>
    createBullMqJobQueue({ url: url!, prefix, name: `test-${randomUUID()}`, jobs, ...options }),
  );

  describe('across processes', () => {
    const opened: JobQueue<typeof testJobs>[] = [];
    afterEach(async () => {
      await Promise.all(opened.splice(0).map((queue) => queue.close()));
    });
    const open = async (name: string) => {
      const queue = await createBullMqJobQueue({
        url: url!,
        prefix,
        name,
        jobs: testJobs,
        lockDurationMs: 1000,
      });
      opened.push(queue);
      return queue;
    };

    it('shares jobs and events between two connections to one queue', async () => {
      const name = `test-${randomUUID()}`;
      const [here, there] = [await open(name), await open(name)];
      const seenHere: string[] = [];
      here.onEvent((event) => seenHere.push(`${event.type} ${event.jobId}`));
      const ranBy: string[] = [];
      there.work({
        count: async (job) => {
          ranBy.push(job.payload.key);
          await job.reportProgress(50);
        },
        other: async () => {},
      });
      const id = jobId();
      await here.enqueue('count', { key: 'a' }, { jobId: id });
      await there.enqueue('count', { key: 'a' }, { jobId: id });
      await waitFor(() => seenHere.length === 2, 'the events in the other connection');
      expect(seenHere).toEqual([`progress ${id}`, `completed ${id}`]);
      expect(ranBy).toEqual(['a']);
      expect(await here.getJob(id)).toMatchObject({ state: 'completed', progress: 50 });
    });

    it('gives a job whose worker died to another worker once its lock runs out', async () => {
      const name = `test-${randomUUID()}`;
      const queue = await open(name);
      // A worker in another process (configured like the queue's) that takes the job, then dies without a word.
      const taken = gate();
      const hang = () => {
        taken.open();
        return new Promise(() => {});
      };
      const timing = { lockDuration: 1000, stalledInterval: 1000 };
      const doomed = new Worker(name, hang, { connection: { url: url! }, prefix, ...timing });
      const id = jobId();
      await queue.enqueue('count', { key: 'a' }, { jobId: id });
      await taken.opened;
      await doomed.close(true);
      const ran: number[] = [];
      queue.work({ count: async (job) => void ran.push(job.attempt), other: async () => {} });
      await waitFor(
        async () => (await queue.getJob(id))?.state === 'completed',
        'the job to be taken up again',
      );
      expect(ran).toEqual([1]);
    });
  });

  it('trims its events stream to the retention window, so job ids and failure reasons go too', async () => {
    const name = `test-${randomUUID()}`;
    const queue = await createBullMqJobQueue({ url: url!, prefix, name, jobs: testJobs, retentionMs: 1000 });
    const redis = new Redis(url!);
    try {
      queue.work({ count: async () => {}, other: async () => {} });
      const id = jobId();
      await queue.enqueue('count', { key: 'a' }, { jobId: id });
      await waitFor(async () => (await queue.getJob(id))?.state === 'completed', 'the job to complete');
      const mentions = async () => {
        const entries = await redis.xrange(`${prefix}:${name}:events`, '-', '+');
        return entries.filter(([, fields]) => fields.includes(id)).length;
      };
      expect(await mentions()).toBeGreaterThan(0);
      await waitFor(async () => (await mentions()) === 0, 'the events naming the job to be trimmed');
    } finally {
      redis.disconnect();
      await queue.close();
    }
  });
});
