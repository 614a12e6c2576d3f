import { describe, expect, it } from 'vitest';
import { gate, jobId, type MakeJobQueue, sleep, testJobs, waitFor } from './jobQueueContract.fixtures.js';

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
      const hold = gate();
      let active = 0;
      let most = 0;
      let done = 0;
      queue.work(
        {
          count: async () => {
            active += 1;
            most = Math.max(most, active);
            await hold.opened;
            active -= 1;
            done += 1;
          },
          other: async () => {},
        },
        { concurrency: 2 },
      );
      for (let i = 0; i < 6; i += 1) await queue.enqueue('count', { key: `k${i}` }, { jobId: jobId() });
      await waitFor(() => active === 2, 'two jobs running together');
      await sleep(300); // a third would have started by now, were it allowed to
      expect(active).toBe(2);
      hold.open();
      await waitFor(() => done === 6, 'every job');
      expect(most).toBe(2);
    });

    it('shares one queue between workers, each job run once', async () => {
      const queue = await make(testJobs);
      const runs = new Map<string, string[]>();
      // Each worker holds its first job until the other worker has started one: a single worker doing everything would time out.
      const started = { A: gate(), B: gate() };
      const handlerFor = (me: 'A' | 'B', other: 'A' | 'B') => ({
        count: async (job: { payload: { key: string } }) => {
          runs.set(job.payload.key, [...(runs.get(job.payload.key) ?? []), me]);
          started[me].open();
          await started[other].opened;
        },
        other: async () => {},
      });
      queue.work(handlerFor('A', 'B'));
      queue.work(handlerFor('B', 'A'));
      const keys = Array.from({ length: 12 }, (_, i) => `k${i}`);
      for (const key of keys) await queue.enqueue('count', { key }, { jobId: jobId() });
      await waitFor(() => runs.size === keys.length, 'every job');
      await sleep(200);
      expect([...runs.keys()].sort()).toEqual([...keys].sort());
      expect([...runs.values()].every((by) => by.length === 1)).toBe(true);
      expect(new Set([...runs.values()].flat())).toEqual(new Set(['A', 'B']));
    });

    it('closes gracefully: the job in hand finishes, queued ones wait for another worker', async () => {
      const queue = await make(testJobs);
      const hold = gate();
      const ran: string[] = [];
      const worker = queue.work({
        count: async (job) => {
          ran.push(job.payload.key);
          await hold.opened;
        },
        other: async () => {},
      });
      const [inHand, queued] = [jobId('in-hand'), jobId('queued')];
      await queue.enqueue('count', { key: 'in hand' }, { jobId: inHand });
      await waitFor(async () => (await queue.getJob(inHand))?.state === 'active', 'the first job to start');
      await queue.enqueue('count', { key: 'queued' }, { jobId: queued });
      let closed = false;
      const closing = worker.close().then(() => {
        closed = true;
      });
      await sleep(300);
      expect(closed).toBe(false);
      hold.open();
      await closing;
      expect(await queue.getJob(inHand)).toMatchObject({ state: 'completed' });
      expect(await queue.getJob(queued)).toMatchObject({ state: 'waiting' });
      expect(ran).toEqual(['in hand']);
      await worker.close(); // idempotent
      queue.work({ count: async (job) => void ran.push(job.payload.key), other: async () => {} });
      await waitFor(async () => (await queue.getJob(queued))?.state === 'completed', 'the queued job');
      expect(ran).toEqual(['in hand', 'queued']);
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
