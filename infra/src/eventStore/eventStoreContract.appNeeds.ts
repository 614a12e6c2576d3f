import { describe, expect, it } from 'vitest';
import {
  type ContractCapabilities,
  expectCheckpointsHonest,
  iteratorOf,
  type MakeStore,
  newEvents,
  pullUntil,
  SilentSubscriptionError,
  uniqueCategory,
  uniqueStream,
} from './eventStoreContractHelpers.js';
import type { EventStore, RecordedEvent, SubscriptionItem } from './port.js';

const checkpointAtOrPast =
  (position: number) =>
  (_events: RecordedEvent[], items: SubscriptionItem[]): boolean =>
    items.some((item) => item.kind === 'checkpoint' && item.position >= position);

/**
 * What the app relies on beyond reading and writing (issue 20): the
 * projectors, the rebuild and read-your-writes wait for a checkpoint at the
 * head; a dropped subscription must not freeze a consumer in silence; and
 * retries after a restart must not append twice.
 */
export function describeWhatTheAppNeeds(
  getStore: () => EventStore,
  makeStore: MakeStore,
  { failSubscriptionSource }: ContractCapabilities,
): void {
  describe('what the app relies on', () => {
    it('a checkpoint at or past the head arrives when the head is outside the filter, caught up and live', async () => {
      const store = getStore();
      const [wanted, skipped] = [uniqueCategory('want'), uniqueCategory('skip')];
      const from = await store.headPosition();
      await store.append(`${wanted}-1`, newEvents(2), { expectedRevision: 'no_stream' });
      const head = await store.append(`${skipped}-1`, newEvents(3), { expectedRevision: 'no_stream' });
      const subscription = store.subscribeToAll({ after: from, streamPrefixes: [`${wanted}-`] });
      const iterator = iteratorOf(subscription);
      try {
        const caughtUp = await pullUntil(iterator, checkpointAtOrPast(head.position));
        expect(caughtUp.events.map((e) => e.streamName)).toEqual([`${wanted}-1`, `${wanted}-1`]);
        // Live: only skipped streams move the head; the consumer must still learn it passed them.
        const quiet = await store.append(`${skipped}-2`, newEvents(1), { expectedRevision: 'no_stream' });
        const live = await pullUntil(iterator, checkpointAtOrPast(quiet.position));
        expect(live.events).toEqual([]);
        expectCheckpointsHonest([...caughtUp.items, ...live.items]);
      } finally {
        await subscription.close();
      }
    });

    it.skipIf(!failSubscriptionSource)(
      'a subscription whose source fails resumes or fails loudly, and loses or repeats nothing',
      async () => {
        const store = getStore();
        const stream = uniqueStream('drop');
        const before = newEvents(3);
        const after = newEvents(2);
        const from = await store.headPosition();
        await store.append(stream, before, { expectedRevision: 'no_stream' });
        const subscription = store.subscribeToAll({ after: from, streamPrefixes: [stream] });
        const iterator = iteratorOf(subscription);
        const delivered: RecordedEvent[] = [];
        let resubscribed: ReturnType<EventStore['subscribeToAll']> | undefined;
        try {
          delivered.push(...(await pullUntil(iterator, (events) => events.length >= 3)).events);
          // The source fails while the consumer waits live, as on a server restart.
          failSubscriptionSource!();
          await store.append(stream, after, { expectedRevision: 2 });
          try {
            delivered.push(...(await pullUntil(iterator, (events) => events.length >= 2)).events);
          } catch (error) {
            // Hanging or ending as if closed would leave the consumer frozen with nobody told.
            if (error instanceof SilentSubscriptionError) throw error;
            // Failed loudly: the iteration is over, and following again from the last event seen works.
            await expect(iterator.next()).resolves.toMatchObject({ done: true });
            resubscribed = store.subscribeToAll({
              after: delivered.at(-1)!.position,
              streamPrefixes: [stream],
            });
            const rest = await pullUntil(iteratorOf(resubscribed), (events) => events.length >= 2);
            delivered.push(...rest.events);
          }
          expect(delivered.map((e) => e.eventId)).toEqual([...before, ...after].map((e) => e.eventId));
          expect(delivered.map((e) => e.revision)).toEqual([0, 1, 2, 3, 4]);
        } finally {
          await subscription.close();
          await resubscribed?.close();
        }
      },
    );

    it("a retried append with the same ids appends once after the store is closed and reopened ('any' too)", async () => {
      const stream = uniqueStream('retry');
      const [anyEvents, exactEvents] = [newEvents(2), newEvents(1)];
      const first = await makeStore();
      let firstAnswers: Awaited<ReturnType<EventStore['append']>>[];
      try {
        firstAnswers = [
          await first.append(stream, anyEvents, { expectedRevision: 'any' }),
          await first.append(stream, exactEvents, { expectedRevision: 1 }),
        ];
      } finally {
        await first.close();
      }
      // A client whose answer was lost (a timeout, a restart) sends the same appends again.
      const reopened = await makeStore();
      try {
        expect(await reopened.append(stream, anyEvents, { expectedRevision: 'any' })).toEqual(
          firstAnswers[0],
        );
        expect(await reopened.append(stream, exactEvents, { expectedRevision: 1 })).toEqual(firstAnswers[1]);
        const stored = await reopened.readStream(stream);
        expect(stored.map((e) => e.eventId)).toEqual([...anyEvents, ...exactEvents].map((e) => e.eventId));
      } finally {
        await reopened.close();
      }
    });
  });
}
