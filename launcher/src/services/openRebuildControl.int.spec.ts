import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  createBullMqJobQueue,
  createSqliteEventStore,
  createSqliteReadStore,
  createSqliteSearchIndex,
  silentLogger,
} from '@mohalla/infra';
import { serverFromEnv } from '@mohalla/infra/testing';
import { redisTestKeys } from '@mohalla/infra/testing/redis';
import { ALL_PROJECTIONS, createRebuilder, REBUILD_JOBS, REBUILD_QUEUE } from '@mohalla/projectors';
import { afterAll, describe, expect, it } from 'vitest';
import { writeSampleLog } from '../../../test/support/sampleLog.js';
import { openRebuildControl } from './openRebuildControl.js';

const dir = mkdtempSync(join(tmpdir(), 'mohalla-rebuild-control-'));
const { url: redisUrl, reason } = serverFromEnv('redis', 'REDIS_URL');
const { keyPrefix, cleanup } = redisTestKeys(redisUrl, 'rebuildcontrol');
const prefix = keyPrefix.slice(0, -1);
afterAll(async () => {
  await cleanup();
  rmSync(dir, { recursive: true, force: true });
});

const stores = (name: string) => ({
  eventStore: createSqliteEventStore({ path: join(dir, `${name}.events.sqlite`) }),
  readStore: createSqliteReadStore({ path: join(dir, `${name}.read.sqlite`) }),
  openSearchIndex: () => createSqliteSearchIndex({ path: join(dir, `${name}.search.sqlite`) }),
  logger: silentLogger,
});

describe('the write API rebuild control', () => {
  it('is not there without a job queue shared between processes', async () => {
    const deps = stores('none');
    expect(await openRebuildControl({ ...deps, env: {} })).toBeNull();
    expect(
      await openRebuildControl({
        ...deps,
        env: { JOB_QUEUE: 'inprocess', REDIS_URL: 'redis://127.0.0.1:1' },
      }),
    ).toBeNull();
  });

  it.skipIf(!redisUrl)(
    `enqueues on Redis for a worker in another process, and reads its status back (${reason})`,
    { timeout: 120_000 },
    async () => {
      const deps = stores('shared');
      await writeSampleLog(deps.eventStore, { events: 300, cities: 2, areasPerCity: 2 });
      const control = await openRebuildControl({
        ...deps,
        env: { REDIS_URL: redisUrl!, JOB_QUEUE_PREFIX: prefix },
      });
      if (!control) throw new Error('no control with REDIS_URL set');
      const started = await control.rebuilds.request(['posts', 'search']);
      if (started.kind !== 'started') throw new Error(started.kind);
      const { id } = started.status;
      expect(await control.rebuilds.status(id)).toMatchObject({ state: 'building', eventsDone: 0 });
      expect(await control.rebuilds.request(['posts', 'search'])).toMatchObject({
        kind: 'running',
        status: { id },
      });

      // The projectors' side: a worker on the same queue, its own handles on the same stores.
      const workerQueue = await createBullMqJobQueue({
        url: redisUrl!,
        prefix,
        name: REBUILD_QUEUE,
        jobs: REBUILD_JOBS,
      });
      // It notes each job it takes. A worker in the control, already waiting when the jobs were
      // enqueued, would have taken them before this one started: this one takes every first attempt
      // only if the control runs nothing.
      const takenHere: string[] = [];
      const noting: typeof workerQueue = {
        ...workerQueue,
        work: (handlers, options) =>
          workerQueue.work(
            {
              buildProjection: async (job) => {
                takenHere.push(`buildProjection ${job.payload.projection} attempt ${job.attempt}`);
                await handlers.buildProjection(job);
              },
              swap: async (job) => {
                takenHere.push(`swap attempt ${job.attempt}`);
                await handlers.swap(job);
              },
            },
            options,
          ),
      };
      const { openSearchIndex, ...workerStores } = stores('shared');
      const worker = createRebuilder({
        ...workerStores,
        searchIndex: openSearchIndex(),
        projections: ALL_PROJECTIONS,
        queue: noting,
        concurrency: 1,
      });
      try {
        const deadline = Date.now() + 90_000;
        let status = await control.rebuilds.status(id);
        while (status?.state !== 'done' && status?.state !== 'failed' && Date.now() < deadline) {
          await new Promise((resolve) => setTimeout(resolve, 200));
          status = await control.rebuilds.status(id);
        }
        expect(status).toMatchObject({ state: 'done', error: null });
        expect(status!.eventsDone).toBe(status!.eventsTotal);
        expect(status!.eventsTotal).toBeGreaterThan(0);
        expect(takenHere.sort()).toEqual([
          'buildProjection posts attempt 1',
          'buildProjection search attempt 1',
          'swap attempt 1',
        ]);
      } finally {
        await worker.close();
        await workerQueue.close();
        await control.close();
      }
    },
  );
});
