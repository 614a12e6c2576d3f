import { setImmediate as nextTurn } from 'node:timers/promises';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  expectCheckpointsHonest,
  isNonDecreasing,
  iteratorOf,
  newEvents,
  pullUntil,
  uniqueCategory,
} from './eventStoreContractHelpers.js';
import type { EventStore, RecordedEvent, SubscriptionItem } from './port.js';

/**
 * Keeps a `next()` pending at all times (checkpoints may arrive on a quiet
 * filter) and answers the events seen once the iteration ends.
 */
async function drainUntilDone(iterator: AsyncIterator<SubscriptionItem>): Promise<RecordedEvent[]> {
  const events: RecordedEvent[] = [];
  for (;;) {
    const result = await iterator.next();
    if (result.done) return events;
    if (result.value.kind === 'event') events.push(result.value.event);
  }
}

function firstDeliveries(events: readonly RecordedEvent[]): RecordedEvent[] {
  const seen = new Set<string>();
  return events.filter((e) => !seen.has(e.eventId) && seen.add(e.eventId));
}

export function describeSubscriptionContract(
  getStore: () => EventStore,
  makeStore: () => Promise<EventStore>,
): void {
  describe('subscribeToAll', () => {
    it('catches up on stored events, then delivers new ones live', async () => {
      const store = getStore();
      const category = uniqueCategory('sub');
      const stream = `${category}-1`;
      const head = await store.headPosition();
      await store.append(stream, newEvents(3), { expectedRevision: 'no_stream' });
      const subscription = store.subscribeToAll({ after: head, streamPrefixes: [`${category}-`] });
      const iterator = iteratorOf(subscription);
      try {
        const caughtUp = await pullUntil(iterator, (events) => events.length >= 3);
        expect(caughtUp.events.map((e) => e.revision)).toEqual([0, 1, 2]);
        await store.append(stream, newEvents(2), { expectedRevision: 2 });
        const live = await pullUntil(iterator, (events) => events.length >= 2);
        expect(live.events.map((e) => e.revision)).toEqual([3, 4]);
        const all = [...caughtUp.items, ...live.items];
        expect(isNonDecreasing(all.flatMap((i) => (i.kind === 'event' ? [i.event.position] : [])))).toBe(
          true,
        );
        expectCheckpointsHonest(all);
      } finally {
        await subscription.close();
      }
    });

    it('starts after the given position, exclusively', async () => {
      const store = getStore();
      const category = uniqueCategory('after');
      await store.append(`${category}-1`, newEvents(4), { expectedRevision: 'no_stream' });
      const stored = await store.readStream(`${category}-1`);
      const subscription = store.subscribeToAll({
        after: stored[1]!.position,
        streamPrefixes: [`${category}-`],
      });
      try {
        const { events } = await pullUntil(iteratorOf(subscription), (events) => events.length >= 2);
        expect(events).toEqual(stored.slice(2));
      } finally {
        await subscription.close();
      }
    });

    it('delivers only streams matching one of the prefixes', async () => {
      const store = getStore();
      const [a, b, c] = [uniqueCategory('pa'), uniqueCategory('pb'), uniqueCategory('pc')];
      const head = await store.headPosition();
      for (const category of [a, b, c, a, b, c]) {
        await store.append(`${category}-1`, newEvents(1), { expectedRevision: 'any' });
      }
      const subscription = store.subscribeToAll({ after: head, streamPrefixes: [`${a}-`, `${c}-`] });
      const iterator = iteratorOf(subscription);
      try {
        const caughtUp = await pullUntil(iterator, (events) => events.length >= 4);
        expect(caughtUp.events.map((e) => e.streamName)).toEqual([a, c, a, c].map((x) => `${x}-1`));
        await store.append(`${b}-1`, newEvents(3), { expectedRevision: 'any' });
        await store.append(`${a}-2`, newEvents(1), { expectedRevision: 'any' });
        const live = await pullUntil(iterator, (events) => events.length >= 1);
        expect(live.events.map((e) => e.streamName)).toEqual([`${a}-2`]);
        expectCheckpointsHonest([...caughtUp.items, ...live.items]);
      } finally {
        await subscription.close();
      }
    });

    it('loses and reorders nothing while appends race the catch-up to live hand-over', async () => {
      const store = getStore();
      const batchSizes = fc.array(fc.integer({ min: 1, max: 40 }), { maxLength: 8 });
      const liveAppends = fc.array(
        fc.record({
          stream: fc.integer({ min: 0, max: 2 }),
          size: fc.integer({ min: 1, max: 8 }),
          pause: fc.boolean(),
        }),
        { minLength: 1, maxLength: 12 },
      );
      await fc.assert(
        fc.asyncProperty(batchSizes, liveAppends, async (before, during) => {
          const category = uniqueCategory('race');
          const streams = [0, 1, 2].map((n) => `${category}-${n}`);
          const head = await store.headPosition();
          const appended: string[] = [];
          for (const size of before) {
            const events = newEvents(size);
            await store.append(streams[0]!, events, { expectedRevision: 'any' });
            appended.push(...events.map((e) => e.eventId));
          }
          const total = appended.length + during.reduce((sum, op) => sum + op.size, 0);
          const subscription = store.subscribeToAll({ after: head, streamPrefixes: [`${category}-`] });
          try {
            const consuming = pullUntil(
              iteratorOf(subscription),
              (events) => new Set(events.map((e) => e.eventId)).size >= total,
              20_000,
            );
            for (const op of during) {
              const events = newEvents(op.size);
              await store.append(streams[op.stream]!, events, { expectedRevision: 'any' });
              appended.push(...events.map((e) => e.eventId));
              if (op.pause) await nextTurn();
            }
            const { events, items } = await consuming;
            expect(new Set(events.map((e) => e.eventId))).toEqual(new Set(appended));
            expect(isNonDecreasing(events.map((e) => e.position))).toBe(true);
            expectCheckpointsHonest(items);
            const log = (await store.readAll({ after: head })).filter((e) =>
              e.streamName.startsWith(category),
            );
            expect(firstDeliveries(events)).toEqual(log);
          } finally {
            await subscription.close();
          }
        }),
        // A failing run waits out its pull timeout; shrinking would repeat that for minutes.
        { numRuns: 15, endOnFailure: true },
      );
    }, 120_000);

    it('close() ends the iteration, also a pending next(), and is idempotent', async () => {
      const store = getStore();
      const subscription = store.subscribeToAll({ streamPrefixes: [`${uniqueCategory('quiet')}-`] });
      const iterator = iteratorOf(subscription);
      const ended = drainUntilDone(iterator);
      await new Promise((resolve) => setTimeout(resolve, 50));
      await subscription.close();
      await subscription.close();
      await expect(ended).resolves.toEqual([]);
      await expect(iterator.next()).resolves.toMatchObject({ done: true });
    });

    it('breaking out of for await ends the subscription', async () => {
      const store = getStore();
      const category = uniqueCategory('brk');
      await store.append(`${category}-1`, newEvents(3), { expectedRevision: 'no_stream' });
      const subscription = store.subscribeToAll({ streamPrefixes: [`${category}-`] });
      let seen = 0;
      for await (const item of subscription) {
        if (item.kind === 'event') seen++;
        if (seen === 2) break;
      }
      expect(seen).toBe(2);
      await expect(iteratorOf(subscription).next()).resolves.toMatchObject({ done: true });
    });

    it("the store's close() ends its open subscriptions", async () => {
      const other = await makeStore();
      const subscription = other.subscribeToAll({ streamPrefixes: [`${uniqueCategory('shut')}-`] });
      const ended = drainUntilDone(iteratorOf(subscription));
      await new Promise((resolve) => setTimeout(resolve, 50));
      await other.close();
      await expect(ended).resolves.toEqual([]);
    });
  });
}
