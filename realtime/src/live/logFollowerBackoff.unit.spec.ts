import { type EventStore, type SubscriptionItem, silentLogger } from '@mohalla/infra';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startLogFollower } from './logFollower.js';

/**
 * A log whose subscriptions end at once, as a KurrentDB client's does when
 * the server goes away (it never resubscribes). Counts the subscriptions.
 */
function logThatKeepsEnding() {
  let subscribed = 0;
  const eventStore = {
    headPosition: async () => 0,
    subscribeToAll: () => {
      subscribed++;
      const items: AsyncGenerator<SubscriptionItem> = (async function* () {})();
      return Object.assign(items, { close: async () => {} });
    },
  } as unknown as EventStore;
  return { eventStore, subscriptions: () => subscribed };
}

describe('the live feed losing the log', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('follows again after a wait that doubles while the subscription keeps ending, not in a tight loop', async () => {
    const log = logThatKeepsEnding();
    const follower = await startLogFollower({
      eventStore: log.eventStore,
      logger: silentLogger,
      handlers: [],
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(log.subscriptions()).toBe(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(log.subscriptions()).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(log.subscriptions()).toBe(2);
    // The second wait is twice the first.
    await vi.advanceTimersByTimeAsync(1_999);
    expect(log.subscriptions()).toBe(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(log.subscriptions()).toBe(3);
    const closing = follower.close();
    await vi.advanceTimersByTimeAsync(4_000);
    await closing;
  });
});
