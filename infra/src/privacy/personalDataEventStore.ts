import type { EventStore, RecordedEvent, Subscription, SubscriptionItem } from '../eventStore/port.js';
import { openPersonalData, sealPersonalData } from './personalData.js';
import type { PersonKeys } from './personKeys.js';

const SHREDDER = Symbol('personal data keys');

/**
 * The log as every service reads and writes it (issue 16 point 3,
 * crypto-shredding): personal fields (see personalFields.ts) are sealed on
 * append under their owner's data key and opened on every read, so the log
 * file never holds them in plaintext, and once erasure destroys a key what
 * it sealed reads erased everywhere (projections, the audit, the export,
 * rebuilds) while the log stays append-only.
 */
export function personalDataEventStore(inner: EventStore, keys: PersonKeys): EventStore {
  const openEvent = async (event: RecordedEvent): Promise<RecordedEvent> => {
    // Another process may have destroyed this person's key: stop using a cached copy from here on.
    if (event.type === 'PersonErased') forgetErased(keys, event.data);
    const data = await openPersonalData(keys, event.type, event.data);
    return data === event.data ? event : { ...event, data };
  };
  const openAll = async (events: RecordedEvent[]) => {
    // An erasure later in the batch counts for its earlier events too: a read after it reads them erased.
    for (const event of events) if (event.type === 'PersonErased') forgetErased(keys, event.data);
    const opened: RecordedEvent[] = [];
    for (const event of events) opened.push(await openEvent(event));
    return opened;
  };
  const store: EventStore & { [SHREDDER]: PersonKeys } = {
    [SHREDDER]: keys,
    async append(streamName, events, options) {
      const sealed = [];
      for (const event of events) {
        sealed.push({ ...event, data: await sealPersonalData(keys, event.type, event.data) });
      }
      return inner.append(streamName, sealed, options);
    },
    async readStream(streamName, options) {
      return openAll(await inner.readStream(streamName, options));
    },
    async readAll(options) {
      return openAll(await inner.readAll(options));
    },
    headPosition: () => inner.headPosition(),
    subscribeToAll(options) {
      return openedSubscription(inner.subscribeToAll(options), openEvent);
    },
    pruneExpired: () => inner.pruneExpired(),
    async close() {
      await inner.close();
      await keys.close();
    },
  };
  return store;
}

function forgetErased(keys: PersonKeys, data: unknown) {
  const userId = (data as { userId?: unknown } | null)?.userId;
  if (typeof userId === 'string') keys.forget(userId);
}

function openedSubscription(
  inner: Subscription,
  openEvent: (event: RecordedEvent) => Promise<RecordedEvent>,
): Subscription {
  return {
    close: () => inner.close(),
    [Symbol.asyncIterator]() {
      const items = inner[Symbol.asyncIterator]();
      return {
        async next(): Promise<IteratorResult<SubscriptionItem>> {
          const next = await items.next();
          if (next.done || next.value.kind !== 'event') return next;
          return { done: false, value: { kind: 'event', event: await openEvent(next.value.event) } };
        },
        async return(value?: unknown) {
          return (await items.return?.(value)) ?? { done: true, value: undefined };
        },
      };
    },
  };
}

/**
 * Erasure's last step: destroys the person's data key, so what it sealed in
 * the log reads erased from now on. A log opened without the key store (a
 * test's bare store) has nothing to destroy.
 */
export async function shredPersonalData(eventStore: EventStore, personId: string): Promise<void> {
  const keys = (eventStore as Partial<Record<typeof SHREDDER, PersonKeys>>)[SHREDDER];
  await keys?.destroy(personId);
}
