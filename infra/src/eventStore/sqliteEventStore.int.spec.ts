import { describe, expect, it } from 'vitest';
import { sqliteStores } from '../testing/sqliteStores.js';
import { describeEventStoreContract } from './eventStore.contract.js';
import {
  isIncreasing,
  iteratorOf,
  newEvents,
  pullUntil,
  uniqueCategory,
} from './eventStoreContractHelpers.js';
import { WrongExpectedRevisionError } from './port.js';
import { createSqliteEventStore, type SqliteEventStoreOptions } from './sqliteEventStore.js';

const { freshFile, open: openStore } = sqliteStores('mohalla-sqlite-events-');

/**
 * The contract's failing source: the next read of a subscription of these
 * stores throws once, as a disk or lock error would.
 */
function oneReadFault() {
  let armed = false;
  return {
    readFault: (): Error | undefined => {
      if (!armed) return undefined;
      armed = false;
      return new Error('disk I/O error (test fault)');
    },
    failSubscriptionSource: () => {
      armed = true;
    },
  };
}

const variants: Array<{
  name: string;
  options?: Omit<SqliteEventStoreOptions, 'path' | 'subscriptions'>;
  subscriptions?: SqliteEventStoreOptions['subscriptions'];
}> = [
  { name: 'sqlite' },
  // The same log committed in the caller's thread instead of the writer thread.
  { name: 'sqlite, commits in the main thread', options: { writerThread: false } },
  // Tiny batches and scan windows push every subscription through many
  // catch-up rounds, so the property test hits the catch-up/live edges often.
  {
    name: 'sqlite, tiny subscription batches',
    options: { pruneBatchSize: 2 },
    subscriptions: { batchSize: 3, scanWindow: 7, pollIntervalMs: 20 },
  },
];
for (const { name, options, subscriptions } of variants) {
  const path = freshFile();
  const fault = oneReadFault();
  describeEventStoreContract(
    name,
    async (contractOptions) =>
      createSqliteEventStore({
        path,
        ...contractOptions,
        ...options,
        subscriptions: { ...subscriptions, readFault: fault.readFault },
      }),
    { clock: 'injected', failSubscriptionSource: fault.failSubscriptionSource },
  );
}

describe('SQLite event store', () => {
  it('starts empty at head position 0, and positions count from 1', async () => {
    const store = openStore(freshFile());
    expect(await store.headPosition()).toBe(0);
    expect(await store.readAll()).toEqual([]);
    const { position } = await store.append('thing-1', newEvents(1), { expectedRevision: 'no_stream' });
    expect(position).toBe(1);
  });

  it('keeps the data across close and reopen', async () => {
    const path = freshFile();
    const first = openStore(path);
    await first.append('thing-1', newEvents(3), { expectedRevision: 'no_stream' });
    const before = await first.readAll();
    await first.close();
    const reopened = openStore(path);
    expect(await reopened.readAll()).toEqual(before);
    const next = await reopened.append('thing-1', newEvents(1), { expectedRevision: 2 });
    expect(next.position).toBeGreaterThan(before.at(-1)!.position);
  });

  it('a subscription sees appends made by another store on the same file (another process)', async () => {
    const path = freshFile();
    const reader = openStore(path);
    const writer = openStore(path);
    const category = uniqueCategory('xproc');
    const subscription = reader.subscribeToAll({ streamPrefixes: [`${category}-`] });
    const iterator = iteratorOf(subscription);
    const pending = pullUntil(iterator, (events) => events.length >= 2, 5_000);
    await writer.append(`${category}-1`, newEvents(2), { expectedRevision: 'no_stream' });
    const { events } = await pending;
    expect(events.map((e) => e.revision)).toEqual([0, 1]);
    await subscription.close();
  });

  it('checks expected revisions across stores sharing the file', async () => {
    const path = freshFile();
    const [one, two] = [openStore(path), openStore(path)];
    await one.append('thing-1', newEvents(1), { expectedRevision: 'no_stream' });
    const results = await Promise.allSettled([
      one.append('thing-1', newEvents(1), { expectedRevision: 0 }),
      two.append('thing-1', newEvents(1), { expectedRevision: 0 }),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const rejected = results.find((r) => r.status === 'rejected');
    expect(rejected?.reason).toBeInstanceOf(WrongExpectedRevisionError);
    expect(await two.readStream('thing-1')).toHaveLength(2);
  });

  it('yields a checkpoint at the head when a narrow filter skips the newest events', async () => {
    const store = openStore(freshFile());
    const category = uniqueCategory('narrow');
    await store.append(`${category}-1`, newEvents(1), { expectedRevision: 'no_stream' });
    const subscription = store.subscribeToAll({ streamPrefixes: [`${category}-`] });
    const iterator = iteratorOf(subscription);
    await pullUntil(iterator, (events) => events.length >= 1);
    const { position } = await store.append('other-1', newEvents(5), { expectedRevision: 'no_stream' });
    const { items } = await pullUntil(iterator, (_, items) =>
      items.some((i) => i.kind === 'checkpoint' && i.position >= position),
    );
    expect(items.every((i) => i.kind === 'checkpoint')).toBe(true);
    await subscription.close();
  });

  it('delivers each event exactly once, at strictly increasing positions', async () => {
    const store = openStore(freshFile());
    for (let n = 0; n < 30; n++) {
      await store.append(`thing-${n % 4}`, newEvents(1 + (n % 5)), { expectedRevision: 'any' });
    }
    const total = (await store.readAll()).length;
    const subscription = store.subscribeToAll();
    const { events } = await pullUntil(iteratorOf(subscription), (events) => events.length >= total);
    expect(isIncreasing(events.map((e) => e.position))).toBe(true);
    await subscription.close();
  });

  it('refuses stream names starting with $ and metadata that would not read back', async () => {
    const store = openStore(freshFile());
    await expect(store.append('$settings', newEvents(1), { expectedRevision: 'any' })).rejects.toThrow(/\$/);
    const [event] = newEvents(1);
    const bad = { ...event!, metadata: { ...event!.metadata, at: 'yesterday' } };
    await expect(store.append('thing-1', [bad], { expectedRevision: 'any' })).rejects.toThrow();
    expect(await store.headPosition()).toBe(0);
  });
});
