import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type {
  EventStore,
  NewEvent,
  RecordedEvent,
  RetentionPolicy,
  Subscription,
  SubscriptionItem,
} from './port.js';

/** What the suite may ask of an adapter's factory; `now` is ignored by adapters whose server keeps the time. */
export interface ContractStoreOptions {
  retention?: RetentionPolicy;
  now?: () => number;
}

/** How the adapter under test differs, and what the suite may do to it. */
export interface ContractCapabilities {
  /** Whether the adapter takes its time from the factory's `now` (retention tests jump ahead) or from a server (they wait). */
  clock: 'injected' | 'server';
  /** Whether `pruneExpired` removes expired events itself (and counts them) or leaves them to a server's scavenge (answers 0). Default: `'store'` with an injected clock, else `'server'`. */
  pruning?: 'store' | 'server';
  /**
   * Makes the next read of the store's open subscriptions fail, as a lost
   * connection, a server restart or a disk error would. Without it the
   * suite skips the case and says so.
   */
  failSubscriptionSource?: () => void;
}
export type MakeStore = (options?: ContractStoreOptions) => Promise<EventStore>;

/** A category unique to one test, so the suite can run on a shared server. */
export function uniqueCategory(label: string): string {
  return `${label}${randomUUID().replaceAll('-', '').slice(0, 12)}`;
}

export function uniqueStream(label = 'contract'): string {
  return `${uniqueCategory(label)}-${randomUUID()}`;
}

export function newEvent(type = 'ThingHappened', data: unknown = { n: Math.random() }): NewEvent {
  const id = randomUUID();
  return {
    eventId: id,
    type,
    data,
    metadata: { actorId: 'user-1', correlationId: id, causationId: id, at: new Date().toISOString() },
  };
}

export function newEvents(count: number, type = 'ThingHappened'): NewEvent[] {
  return Array.from({ length: count }, (_, n) => newEvent(type, { n }));
}

/** What a reader should get back for an appended event, minus the store-assigned fields. */
export function asWritten(event: RecordedEvent): Omit<RecordedEvent, 'revision' | 'position' | 'streamName'> {
  return { eventId: event.eventId, type: event.type, data: event.data, metadata: event.metadata };
}

/**
 * A subscription that went quiet or ended by itself: unlike an error its
 * source threw, nobody learns of it, which is what the suite must catch.
 */
export class SilentSubscriptionError extends Error {
  override name = 'SilentSubscriptionError';
}

/**
 * Pulls items until `enough` holds for the events received so far. Fails
 * after `timeoutMs` with what it had, rather than hanging the suite. The
 * subscription stays open; the caller closes it.
 */
export async function pullUntil(
  iterator: AsyncIterator<SubscriptionItem>,
  enough: (events: RecordedEvent[], items: SubscriptionItem[]) => boolean,
  timeoutMs = 10_000,
): Promise<{ events: RecordedEvent[]; items: SubscriptionItem[] }> {
  const items: SubscriptionItem[] = [];
  const events: RecordedEvent[] = [];
  const deadline = Date.now() + timeoutMs;
  while (!enough(events, items)) {
    const remaining = deadline - Date.now();
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<'timeout'>((resolve) => {
      timer = setTimeout(() => resolve('timeout'), Math.max(remaining, 0));
    });
    const result = await Promise.race([iterator.next(), timeout]);
    clearTimeout(timer);
    if (result === 'timeout') {
      throw new SilentSubscriptionError(
        `Subscription timed out after ${events.length} events, ${items.length} items`,
      );
    }
    if (result.done) throw new SilentSubscriptionError(`Subscription ended after ${events.length} events`);
    items.push(result.value);
    if (result.value.kind === 'event') events.push(result.value.event);
  }
  return { events, items };
}

export function iteratorOf(subscription: Subscription): AsyncIterator<SubscriptionItem> {
  return subscription[Symbol.asyncIterator]();
}

export function isNonDecreasing(values: readonly number[]): boolean {
  return values.every((value, index) => index === 0 || value >= values[index - 1]!);
}

export function isIncreasing(values: readonly number[]): boolean {
  return values.every((value, index) => index === 0 || value > values[index - 1]!);
}

/** A checkpoint promises every matching event at or before it was delivered before it. */
export function expectCheckpointsHonest(items: readonly SubscriptionItem[]): void {
  let checkpoint = -1;
  for (const item of items) {
    if (item.kind === 'checkpoint') checkpoint = Math.max(checkpoint, item.position);
    else expect(item.event.position).toBeGreaterThan(checkpoint);
  }
}
