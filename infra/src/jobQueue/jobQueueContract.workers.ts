import { describe, expect, it } from 'vitest';
import { gate, jobId, type MakeJobQueue, testJobs, waitFor } from './jobQueueContract.fixtures.js';

/** Who runs what: concurrency, several workers, order, closing, and handlers that misbehave. */
export function describeJobQueueWorkers(make: MakeJobQueue): void {
  describe('workers', () => {
    it('runs jobs ready together in the order they were enqueued', async () => {
      const queue = await make(testJobs);
      const ids = ['a', 'b', 'c', 'd', 'e'].map((key) => ({ key, id: jobId(key) }));
      for (const { key, id } of ids) await queue.enqueue('count', { key }, { jobId: id });
      const order: string[] = [];
      queue.work({ count: async (job) => void order.push(job.payload.key), other: async () => {} });
      await waitFor(() => order.length === ids.length, 'every job');
      expect(order).toEqual(['a', 'b', 'c', 'd', 'e']);
    });

    it('runs at most `concurrency` jobs at a time on one worker', async () => {
      const queue = await make(testJobs);
      const keys = Array.from({ length: 6 }, (_, i) => `k${i}`);
      const holds = new Map(keys.map((key) => [key, gate()]));
      const log: string[] = [];
      let active = 0;
      let most = 0;
      queue.work(
        {
          count: async (job) => {
            active += 1;
            most = Math.max(most, active);
            log.push(`start ${job.payload.key}`);
            await holds.get(job.payload.key)!.opened;
            active -= 1;
            log.push(`end ${job.payload.key}`);
          },
          other: async () => {},
        },
        { concurrency: 2 },
      );
      for (const key of keys) await queue.enqueue('count', { key }, { jobId: jobId(key) });
      await waitFor(() => log.length >= 2, 'two jobs running together');
      // Each job is let go in turn, and the next start is waited for: a worker allowed a third
      // job would have started it before that (FIFO), so the log would show it out of turn.
      for (const [i, key] of keys.entries()) {
        holds.get(key)!.open();
        const next = keys[i + 2];
        await waitFor(() => log.includes(next ? `start ${next}` : `end ${key}`), `the job after ${key}`);
      }
      expect(log).toEqual([
        'start k0',
        'start k1',
        ...keys.slice(2).flatMap((key, i) => [`end k${i}`, `start ${key}`]),
        'end k4',
        'end k5',
      ]);
      expect(most).toBe(2);
    });

    it('shares one queue between workers, each job run once', async () => {
      const queue = await make(testJobs);
      const runs = new Map<string, string[]>();
      // Each worker holds its first job until the other worker has started one: a single worker doing everything would time out.
      const started = { A: gate(), B: gate() };
      const sentinelStarted = { A: gate(), B: gate() };
      let sentinelsDone = 0;
      const handlerFor = (me: 'A' | 'B', other: 'A' | 'B') => ({
        count: async (job: { payload: { key: string } }) => {
          runs.set(job.payload.key, [...(runs.get(job.payload.key) ?? []), me]);
          started[me].open();
          await started[other].opened;
        },
        other: async () => {
          sentinelStarted[me].open();
          await sentinelStarted[other].opened;
          sentinelsDone += 1;
        },
      });
      queue.work(handlerFor('A', 'B'));
      queue.work(handlerFor('B', 'A'));
      const keys = Array.from({ length: 12 }, (_, i) => `k${i}`);
      for (const key of keys) await queue.enqueue('count', { key }, { jobId: jobId() });
      await waitFor(() => runs.size === keys.length, 'every job');
      // Later than any second run of those jobs (FIFO): each worker takes one of two jobs
      // enqueued after them, each held until the other worker has its own.
      await Promise.all(
        ['A', 'B'].map((label) => queue.enqueue('other', { n: 0 }, { jobId: jobId(`after-${label}`) })),
      );
      await waitFor(() => sentinelsDone === 2, 'each worker to take a job enqueued after them');
      expect([...runs.keys()].sort()).toEqual([...keys].sort());
      expect([...runs.values()].every((by) => by.length === 1)).toBe(true);
      expect(new Set([...runs.values()].flat())).toEqual(new Set(['A', 'B']));
    });

    it('closes gracefully: the job in hand finishes, queued ones wait for another worker', async () => {
      const queue = await make(testJobs);
      const hold = gate();
      const ran: string[] = [];
      const runAs = (who: string) => ({
        count: async (job: { payload: { key: string } }) => void ran.push(`${who}: ${job.payload.key}`),
        other: async () => {},
      });
      const worker = queue.work({
        count: async (job) => {
          ran.push(`closing: ${job.payload.key}`);
          await hold.opened;
        },
        other: async () => {},
      });
      const [inHand, queued, later] = [jobId('in-hand'), jobId('queued'), jobId('later')];
      await queue.enqueue('count', { key: 'in hand' }, { jobId: inHand });
      await waitFor(async () => (await queue.getJob(inHand))?.state === 'active', 'the first job to start');
      await queue.enqueue('count', { key: 'queued' }, { jobId: queued });
      const order: string[] = [];
      const closing = worker.close().then(() => void order.push('closed'));
      // Later than a close that did not wait for the job in hand: another worker starts,
      // takes the queued job and finishes it, all while that job is still held.
      const second = queue.work(runAs('second'));
      await waitFor(async () => (await queue.getJob(queued))?.state === 'completed', 'the queued job');
      order.push('queued job done elsewhere');
      await second.close();
      await queue.enqueue('count', { key: 'later' }, { jobId: later });
      hold.open();
      await closing;
      expect(order).toEqual(['queued job done elsewhere', 'closed']);
      expect(await queue.getJob(inHand)).toMatchObject({ state: 'completed' });
      expect(await queue.getJob(later)).toMatchObject({ state: 'waiting' });
      expect(ran).toEqual(['closing: in hand', 'second: queued']);
      await worker.close(); // idempotent
      queue.work(runAs('third'));
      await waitFor(async () => (await queue.getJob(later))?.state === 'completed', 'the later job');
      expect(ran).toEqual(['closing: in hand', 'second: queued', 'third: later']);
    });

    it('survives handlers that throw non-Errors or throw before returning a promise', async () => {
      const queue = await make(testJobs);
      const throws: Record<string, () => unknown> = {
        text: () => 'plain text',
        nothing: () => undefined,
        object: () => ({ code: 7 }),
        nullish: () => null,
      };
      queue.work({
        count: (job) => {
          const make = throws[job.payload.key];
          if (make) throw make(); // synchronously, not as a rejected promise
          return Promise.resolve();
        },
        other: async () => {},
      });
      const ids = Object.keys(throws).map((key) => ({ key, id: jobId(key) }));
      for (const { key, id } of ids) await queue.enqueue('count', { key }, { jobId: id, attempts: 1 });
      const fine = jobId('fine');
      await queue.enqueue('count', { key: 'fine' }, { jobId: fine });
      await waitFor(
        async () => (await queue.getJob(fine))?.state === 'completed',
        'a job after the throwers',
      );
      const reasons = await Promise.all(ids.map(async ({ id }) => (await queue.getJob(id))?.failedReason));
      expect(reasons).toEqual([
        'plain text',
        'non-Error thrown: undefined',
        'non-Error thrown: {"code":7}',
        'non-Error thrown: null',
      ]);
    });
  });
}
