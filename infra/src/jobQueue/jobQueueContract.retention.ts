import { describe, expect, it } from 'vitest';
import { jobId, type MakeJobQueue, testJobs, waitFor } from './jobQueueContract.fixtures.js';

/**
 * An upper bound on what a queue keeps: a finished job (its payload with it)
 * is forgotten within its retention window plus one sweep, even when no
 * later job ever finishes to trigger the lazy clean-up. A window of 1 s is
 * swept every second, so 15 s of waiting is generous.
 */
export function describeJobQueueRetention(make: MakeJobQueue): void {
  describe('retention has an upper bound', () => {
    it('forgets a completed job and its payload with no later job finishing', async () => {
      const queue = await make(testJobs, { retentionMs: 1000 });
      queue.work({ count: async () => {}, other: async () => {} });
      const id = jobId();
      await queue.enqueue('count', { key: 'a', note: 'an alert title' }, { jobId: id });
      await waitFor(async () => (await queue.getJob(id))?.state === 'completed', 'the job to complete');
      await waitFor(async () => (await queue.getJob(id)) === null, 'the completed job to be forgotten');
      expect(await queue.getJob(id)).toBeNull();
    });

    it('forgets a job that failed for good with no later job finishing', async () => {
      const queue = await make(testJobs, { retentionMs: 1000 });
      queue.work({
        count: async () => {
          throw new Error('always');
        },
        other: async () => {},
      });
      const id = jobId();
      await queue.enqueue('count', { key: 'a', note: 'an alert title' }, { jobId: id, attempts: 1 });
      await waitFor(async () => (await queue.getJob(id))?.state === 'failed', 'the job to fail');
      await waitFor(async () => (await queue.getJob(id)) === null, 'the failed job to be forgotten');
    });

    it('keeps a job that has not finished, however old', async () => {
      const queue = await make(testJobs, { retentionMs: 1000 });
      queue.work({ count: async () => {}, other: async () => {} });
      const [waiting, done] = [jobId('waiting'), jobId('done')];
      await queue.enqueue('count', { key: 'a' }, { jobId: waiting, delayMs: 60_000 });
      await queue.enqueue('other', { n: 1 }, { jobId: done });
      // Only a sweep forgets `done` (nothing finishes after it): by then one has passed over `waiting` too.
      await waitFor(async () => (await queue.getJob(done)) === null, 'a sweep to forget the finished job');
      expect(await queue.getJob(waiting)).toMatchObject({ state: 'delayed' });
    });
  });
}
