import { describe, expect, it } from 'vitest';
import {
  gate,
  jobId,
  type MakeJobQueue,
  queuesClosedAfterEach,
  sleep,
  type TestJobs,
  testJobs,
  waitFor,
} from './jobQueueContract.fixtures.js';
import { describeJobQueueRetention } from './jobQueueContract.retention.js';
import { describeJobQueueTiming } from './jobQueueContract.timing.js';
import { describeJobQueueWorkers } from './jobQueueContract.workers.js';
import type { JobQueue } from './port.js';

export type { MakeJobQueue } from './jobQueueContract.fixtures.js';

/**
 * The guarantees of the `JobQueue` port (see its TSDoc), checked against one
 * adapter on real time. `make` is called once per test.
 */
export function describeJobQueueContract(adapter: string, makeQueue: MakeJobQueue): void {
  describe(`JobQueue contract: ${adapter}`, () => {
    const make = queuesClosedAfterEach(makeQueue);

    it('runs a job with its parsed payload and records it completed', async () => {
      const queue = await make(testJobs);
      const runs: unknown[] = [];
      queue.work({
        count: async (job) => {
          runs.push([job.name, job.payload, job.attempt]);
        },
        other: async () => {},
      });
      const id = jobId();
      await queue.enqueue('count', { key: 'a' }, { jobId: id });
      await waitFor(async () => (await queue.getJob(id))?.state === 'completed', 'the job to complete');
      expect(runs).toEqual([['count', { key: 'a', note: 'none' }, 1]]);
      expect(await queue.getJob(id)).toEqual({
        id,
        name: 'count',
        payload: { key: 'a' },
        state: 'completed',
        attemptsMade: 1,
        progress: 0,
        failedReason: null,
      });
      expect(await queue.getJob(jobId('never'))).toBeNull();
    });

    it('refuses bad input with a RangeError and enqueues nothing', async () => {
      const queue = await make(testJobs);
      const id = jobId();
      const bad: [string, unknown, Record<string, unknown>][] = [
        ['count', { key: '' }, { jobId: id }],
        ['count', { n: 1 }, { jobId: id }],
        ['nope', { key: 'a' }, { jobId: id }],
        ['count', { key: 'a' }, { jobId: '' }],
        ['count', { key: 'a' }, { jobId: 'with:colon' }],
        ['count', { key: 'a' }, { jobId: '42' }],
        ['count', { key: 'a' }, { jobId: id, attempts: 0 }],
        ['count', { key: 'a' }, { jobId: id, delayMs: -1 }],
        ['count', { key: 'a' }, { jobId: id, backoffMs: 1.5 }],
      ];
      for (const [name, payload, options] of bad) {
        // biome-ignore lint/suspicious/noExplicitAny: deliberately outside the types, as untyped callers would be
        await expect(queue.enqueue(name as any, payload as any, options as any)).rejects.toThrow(RangeError);
      }
      expect(await queue.getJob(id)).toBeNull();
      expect(() => queue.work({ count: async () => {}, other: async () => {} }, { concurrency: 0 })).toThrow(
        RangeError,
      );
    });

    describe('idempotent job ids', () => {
      it('runs a job enqueued twice before any worker once, with the first payload', async () => {
        const queue = await make(testJobs);
        const id = jobId();
        await queue.enqueue('count', { key: 'first' }, { jobId: id });
        await queue.enqueue('count', { key: 'second' }, { jobId: id, delayMs: 1 });
        const runs: string[] = [];
        queue.work({ count: async (job) => void runs.push(job.payload.key), other: async () => {} });
        await waitFor(async () => (await queue.getJob(id))?.state === 'completed', 'the job to complete');
        await runAfterEverythingQueued(queue);
        expect(runs).toEqual(['first']);
      });

      it('does not run again when enqueued while running or after it completed', async () => {
        const queue = await make(testJobs);
        const id = jobId();
        let runs = 0;
        const hold = gate(); // the job stays active until enqueued again
        queue.work({
          count: async () => {
            runs += 1;
            await hold.opened;
          },
          other: async () => {},
        });
        await queue.enqueue('count', { key: 'a' }, { jobId: id });
        await waitFor(async () => (await queue.getJob(id))?.state === 'active', 'the job to start');
        await queue.enqueue('count', { key: 'a' }, { jobId: id });
        hold.open();
        await waitFor(async () => (await queue.getJob(id))?.state === 'completed', 'the job to complete');
        await queue.enqueue('count', { key: 'a' }, { jobId: id });
        await runAfterEverythingQueued(queue);
        expect(runs).toBe(1);
      });

      it('does not run a job that failed for good again', async () => {
        const queue = await make(testJobs);
        const id = jobId();
        let runs = 0;
        queue.work({
          count: async () => {
            runs += 1;
            throw new Error('always');
          },
          other: async () => {},
        });
        await queue.enqueue('count', { key: 'a' }, { jobId: id, attempts: 1 });
        await waitFor(async () => (await queue.getJob(id))?.state === 'failed', 'the job to fail');
        await queue.enqueue('count', { key: 'a' }, { jobId: id });
        await runAfterEverythingQueued(queue);
        expect(runs).toBe(1);
        expect(await queue.getJob(id)).toMatchObject({ state: 'failed', failedReason: 'always' });
      });

      it('forgets a finished id once its retention window is over and a later job finishes', async () => {
        const queue = await make(testJobs, { retentionMs: 1000 });
        const id = jobId();
        let runs = 0;
        queue.work({
          count: async () => {
            runs += 1;
          },
          other: async () => {},
        });
        await queue.enqueue('count', { key: 'a' }, { jobId: id });
        await waitFor(async () => (await queue.getJob(id))?.state === 'completed', 'the job to complete');
        await sleep(1300); // the window is time itself: no later event can stand in for it
        await runAfterEverythingQueued(queue); // a later job finishes: the expired id is dropped
        expect(await queue.getJob(id)).toBeNull();
        await queue.enqueue('count', { key: 'a' }, { jobId: id });
        await waitFor(async () => (await queue.getJob(id))?.state === 'completed', 'the job to complete');
        expect(runs).toBe(2);
      });
    });

    describeJobQueueTiming(make);
    describeJobQueueRetention(make);
    describeJobQueueWorkers(make);
  });
}

/**
 * Enqueues a job and waits until it completed: with FIFO order and one
 * worker of concurrency 1, everything queued before it has run by then.
 */
async function runAfterEverythingQueued(queue: JobQueue<TestJobs>): Promise<void> {
  const sentinel = jobId('sentinel');
  await queue.enqueue('other', { n: 0 }, { jobId: sentinel });
  await waitFor(async () => (await queue.getJob(sentinel))?.state === 'completed', 'the sentinel job');
}
