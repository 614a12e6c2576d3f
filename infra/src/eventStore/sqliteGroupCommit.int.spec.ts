import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { sqliteStores } from '../testing/sqliteStores.js';
import { newEvent, newEvents, uniqueStream } from './eventStoreContractHelpers.js';
import { type EventStore, WrongExpectedRevisionError } from './port.js';
import { createSqliteEventStore } from './sqliteEventStore.js';
import { prepareDatabase } from './sqliteEventStoreSchema.js';

const { freshFile, open } = sqliteStores('mohalla-group-commit-');

// Appends issued in one synchronous stretch land in one group commit (one transaction),
// committed in the writer thread (the default) or in the caller's.
describe.each([
  { committer: 'writer thread', writerThread: true },
  { committer: 'main thread', writerThread: false },
])(
  'SQLite group commit ($committer): appends to one stream in one group behave as if made one after the other',
  ({ writerThread }) => {
    const openStore = (path = freshFile()): EventStore => open(path, { writerThread });

    it('two appends expecting the same revision: the first wins, the second gets WrongExpectedRevisionError', async () => {
      const store = openStore();
      const stream = uniqueStream();
      const [first, second] = await Promise.allSettled([
        store.append(stream, [newEvent()], { expectedRevision: 'no_stream' }),
        store.append(stream, [newEvent()], { expectedRevision: 'no_stream' }),
      ]);
      expect(first).toMatchObject({ status: 'fulfilled', value: { nextExpectedRevision: 0 } });
      expect(second.status).toBe('rejected');
      const error = (second as PromiseRejectedResult).reason;
      expect(error).toBeInstanceOf(WrongExpectedRevisionError);
      expect(error).toMatchObject({ expected: 'no_stream', actual: 0 });
      expect(await store.readStream(stream)).toHaveLength(1);
    });

    it('a numeric expected revision sees the append just before it in the same group', async () => {
      const store = openStore();
      const stream = uniqueStream();
      const results = await Promise.all([
        store.append(stream, newEvents(2), { expectedRevision: 'no_stream' }),
        store.append(stream, newEvents(1), { expectedRevision: 1 }),
        store.append(stream, newEvents(1), { expectedRevision: 2 }),
      ]);
      expect(results.map((r) => r.nextExpectedRevision)).toEqual([1, 2, 3]);
      expect((await store.readStream(stream)).map((e) => e.revision)).toEqual([0, 1, 2, 3]);
    });

    it('an idempotent re-append in the same group answers the first result and stores nothing more', async () => {
      const store = openStore();
      const stream = uniqueStream();
      const events = newEvents(2);
      const [first, again, againAny] = await Promise.all([
        store.append(stream, events, { expectedRevision: 'no_stream' }),
        store.append(stream, events, { expectedRevision: 'no_stream' }),
        store.append(stream, events, { expectedRevision: 'any' }),
      ]);
      expect(again).toEqual(first);
      expect(againAny).toEqual(first);
      expect(await store.readStream(stream)).toHaveLength(2);
    });

    it("'any' appends all land, in the order they were issued", async () => {
      const store = openStore();
      const stream = uniqueStream();
      const batches = [newEvents(1), newEvents(3), newEvents(2)];
      const results = await Promise.all(
        batches.map((events) => store.append(stream, events, { expectedRevision: 'any' })),
      );
      expect(results.map((r) => r.nextExpectedRevision)).toEqual([0, 3, 5]);
      expect(results[0]!.position).toBeLessThan(results[1]!.position);
      expect(results[1]!.position).toBeLessThan(results[2]!.position);
      const stored = (await store.readStream(stream)).map((e) => e.eventId);
      expect(stored).toEqual(batches.flat().map((e) => e.eventId));
    });

    it('a refused append rolls back alone: the others of its group are stored', async () => {
      const store = openStore();
      const stream = uniqueStream();
      const other = uniqueStream();
      const [ok, refused, okToo] = await Promise.allSettled([
        store.append(stream, newEvents(1), { expectedRevision: 'no_stream' }),
        store.append(stream, newEvents(3), { expectedRevision: 5 }),
        store.append(other, newEvents(1), { expectedRevision: 'no_stream' }),
      ]);
      expect(ok.status).toBe('fulfilled');
      expect((refused as PromiseRejectedResult).reason).toBeInstanceOf(WrongExpectedRevisionError);
      expect(okToo.status).toBe('fulfilled');
      expect(await store.readStream(stream)).toHaveLength(1);
      expect(await store.readStream(other)).toHaveLength(1);
    });

    it('appends still queued when the store closes are committed before it closes', async () => {
      const path = freshFile();
      const store = createSqliteEventStore({ path, writerThread });
      const stream = uniqueStream();
      const appended = store.append(stream, newEvents(2), { expectedRevision: 'no_stream' });
      await store.close();
      await expect(appended).resolves.toMatchObject({ nextExpectedRevision: 1 });
      const reopened = openStore(path);
      expect(await reopened.readStream(stream)).toHaveLength(2);
    });
  },
);

describe('SQLite group commit: an acknowledged write is on disk before its answer', () => {
  it.each([true, false])(
    'the append resolves only once committed: another connection to the file already reads it (writer thread: %s)',
    async (writerThread) => {
      const path = freshFile();
      const store = createSqliteEventStore({ path, writerThread });
      const other = new Database(path, { readonly: true });
      try {
        const streams = [uniqueStream(), uniqueStream(), uniqueStream()];
        const seenWhenAnswered = await Promise.all(
          streams.map((stream) =>
            store.append(stream, [newEvent()], { expectedRevision: 'no_stream' }).then(
              () =>
                // Runs in the resolution callback itself: nothing after the commit has had a turn.
                other.prepare('SELECT COUNT(*) AS n FROM events WHERE stream_name = ?').get(stream) as {
                  n: number;
                },
            ),
          ),
        );
        expect(seenWhenAnswered).toEqual([{ n: 1 }, { n: 1 }, { n: 1 }]);
      } finally {
        other.close();
        await store.close();
      }
    },
  );

  it('the log connection fsyncs every commit (synchronous=FULL in WAL mode)', () => {
    const db = new Database(freshFile());
    try {
      prepareDatabase(db);
      expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
      // 2 is FULL; NORMAL (1) would leave the last commits to the OS's cache on power loss.
      expect(db.pragma('synchronous', { simple: true })).toBe(2);
    } finally {
      db.close();
    }
  });
});
