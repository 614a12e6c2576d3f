import { describe, expect, it } from 'vitest';
import {
  gate,
  jobId,
  type MakeJobQueue,
  recordEvents,
  testJobs,
  waitFor,
} from './jobQueueContract.fixtures.js';
import type { JobQueue, JobSchemas } from './port.js';

/** Timers may fire a little early; lower bounds allow for that and nothing else. */
const EARLY_MS = 15;

/** Retries with backoff, delays, progress: the parts of the contract that involve time. */
export function describeJobQueueTiming(make: MakeJobQueue): void {
  describe('retries with exponential backoff', () => {
    it('runs a job that fails twice three times, waiting longer before each retry', async () => {
      const queue = await make(testJobs);
      const backoffMs = 300;
      const starts: number[] = [];
      const attempts: number[] = [];
      queue.work({
        count: async (job) => {
          starts.push(Date.now());
          attempts.push(job.attempt);
          if (job.attempt < 3) throw new Error(`attempt ${job.attempt} failed`);
        },
        other: async () => {},
      });
      const id = jobId();
      await queue.enqueue('count', { key: 'a' }, { jobId: id, attempts: 5, backoffMs });
      await waitFor(async () => (await queue.getJob(id))?.state === 'completed', 'the job to complete');
      expect(attempts).toEqual([1, 2, 3]);
      const [first, second, third] = starts as [number, number, number];
      // Exponential: at least 1× then at least 2× the base (a constant backoff fails the second bound).
      expect(second - first).toBeGreaterThanOrEqual(backoffMs - EARLY_MS);
      expect(third - second).toBeGreaterThanOrEqual(2 * backoffMs - EARLY_MS);
      expect(await queue.getJob(id)).toMatchObject({ state: 'completed', attemptsMade: 3 });
    });

    it('stops after the last attempt, records why, and announces the failure once', async () => {
      const queue = await make(testJobs);
      const events = recordEvents(queue as unknown as JobQueue<JobSchemas>);
      let runs = 0;
      queue.work({
        count: async (job) => {
          runs += 1;
          throw new Error(`attempt ${job.attempt} failed`);
        },
        other: async () => {},
      });
      const id = jobId();
      await queue.enqueue('count', { key: 'a' }, { jobId: id, attempts: 2, backoffMs: 50 });
      await waitFor(async () => (await queue.getJob(id))?.state === 'failed', 'the job to fail');
      await waitFor(() => events.some((e) => e.type === 'failed'), 'the failed event');
      expect(runs).toBe(2);
      expect(await queue.getJob(id)).toMatchObject({
        state: 'failed',
        attemptsMade: 2,
        failedReason: 'attempt 2 failed',
      });
      expect(events.filter((e) => e.jobId === id)).toEqual([
        { type: 'failed', jobId: id, reason: 'attempt 2 failed' },
      ]);
    });
  });

  describe('delayed jobs', () => {
    it('does not start a delayed job before its delay, while jobs without one go ahead', async () => {
      const queue = await make(testJobs);
      const delayMs = 800;
      const started: string[] = [];
      const startedAt = new Map<string, number>();
      queue.work({
        count: async (job) => {
          started.push(job.payload.key);
          startedAt.set(job.payload.key, Date.now());
        },
        other: async () => {},
      });
      const enqueuedAt = Date.now();
      const delayed = jobId();
      await queue.enqueue('count', { key: 'delayed' }, { jobId: delayed, delayMs });
      expect((await queue.getJob(delayed))?.state).toBe('delayed');
      await queue.enqueue('count', { key: 'now' }, { jobId: jobId() });
      await waitFor(async () => (await queue.getJob(delayed))?.state === 'completed', 'the delayed job');
      expect(started).toEqual(['now', 'delayed']);
      expect(startedAt.get('delayed')! - enqueuedAt).toBeGreaterThanOrEqual(delayMs - EARLY_MS);
    });
  });

  describe('progress', () => {
    it('keeps the last progress on the job and announces each report, then the completion', async () => {
      const queue = await make(testJobs);
      const events = recordEvents(queue as unknown as JobQueue<JobSchemas>);
      const hold = gate();
      queue.work({
        count: async (job) => {
          await job.reportProgress(10);
          await job.reportProgress({ done: 3, total: 4 });
          await hold.opened;
        },
        other: async () => {},
      });
      const id = jobId();
      await queue.enqueue('count', { key: 'a' }, { jobId: id });
      await waitFor(
        async () => JSON.stringify((await queue.getJob(id))?.progress) === '{"done":3,"total":4}',
        'the progress to be stored',
      );
      expect((await queue.getJob(id))?.state).toBe('active');
      hold.open();
      await waitFor(() => events.some((e) => e.type === 'completed'), 'the completed event');
      expect(events).toEqual([
        { type: 'progress', jobId: id, progress: 10 },
        { type: 'progress', jobId: id, progress: { done: 3, total: 4 } },
        { type: 'completed', jobId: id },
      ]);
    });

    it('stops telling a listener once it unsubscribed', async () => {
      const queue = await make(testJobs);
      const seen: string[] = [];
      const stop = queue.onEvent((event) => seen.push(event.type));
      const stillListening: string[] = [];
      queue.onEvent((event) => stillListening.push(event.jobId));
      const throwing = queue.onEvent(() => {
        throw new Error('a listener bug');
      });
      queue.work({ count: async () => {}, other: async () => {} });
      const [first, second] = [jobId(), jobId()];
      await queue.enqueue('count', { key: 'a' }, { jobId: first });
      await waitFor(() => seen.length === 1, 'the first completion');
      stop();
      throwing();
      await queue.enqueue('count', { key: 'b' }, { jobId: second });
      // Events reach every listener together: one still listening has the second job's by then.
      await waitFor(() => stillListening.includes(second), "the second job's event");
      expect(seen).toEqual(['completed']);
    });
  });
}
