import Database from 'better-sqlite3';
import { ChangeNotifier, signalAppend } from './changeNotifier.js';
import { assertNoExpiryMarker, EXPIRY_MARKER_TYPE, expiryMarker } from './expiryMarker.js';
import { validateNewEvents } from './newEventValidation.js';
import {
  type EventStore,
  type RetentionPolicy,
  type Subscription,
  WrongExpectedRevisionError,
} from './port.js';
import { createDatabaseFilePrivately } from './privateDatabaseFile.js';
import { checkRetentionPolicy } from './retentionPolicy.js';
import { assertNotReserved } from './sqliteAppend.js';
import { NO_LIMIT, prepareDatabase, prepareStatements, rowToEvent } from './sqliteEventStoreSchema.js';
import { groupCommit, transactionCommitter } from './sqliteGroupCommit.js';
import { retentionVisibility, sqlitePruner } from './sqliteRetention.js';
import { type SqliteSubscriptionTuning, sqliteSubscription } from './sqliteSubscription.js';
import { sqliteWriterThread } from './sqliteWriter.js';
import { subscriptionHandle } from './subscriptionHandle.js';

export interface SqliteEventStoreOptions {
  /** Database file. Several processes may open the same file. */
  path: string;
  /** How long events of some streams are kept (see the port). Default: forever. */
  retention?: RetentionPolicy;
  /** Epoch milliseconds: when an event is stored, and what its age is measured against. For tests. */
  now?: () => number;
  /** Events deleted per write transaction by `pruneExpired`. For tests. */
  pruneBatchSize?: number;
  /** Overrides for tests and benchmarks. */
  subscriptions?: Partial<SqliteSubscriptionTuning>;
  /**
   * Commit appends in a worker thread (default), so the event loop is not
   * blocked while each commit's fsync runs; false commits in this thread.
   */
  writerThread?: boolean;
  /**
   * Bumped after each commit of this store's appends, by the thread that
   * commits (`signalAppend`): for a reader of the same file in another
   * thread, which would otherwise see the append only at its next poll.
   */
  appendSignal?: SharedArrayBuffer;
  /** Told after each commit of this store's appends, in this thread (seldom appends: a postMessage is fine). */
  onAppend?: () => void;
  /** Given the function that wakes this store's subscriptions at once: for appends announced by another connection. */
  wakeOnAppend?: (wake: () => void) => void;
}

const DEFAULT_TUNING: SqliteSubscriptionTuning = { batchSize: 500, scanWindow: 10_000, pollIntervalMs: 100 };
const DEFAULT_PRUNE_BATCH = 1_000;

/**
 * The embedded event log. Appends are group-committed (sqliteGroupCommit.ts)
 * with synchronous=FULL: an answered append survives a power loss. They wake
 * this store's subscriptions at once; appends by other processes on the same
 * file are seen at the next poll.
 */
export function createSqliteEventStore(options: SqliteEventStoreOptions): EventStore {
  createDatabaseFilePrivately(options.path);
  const db = new Database(options.path);
  prepareDatabase(db);
  const now = options.now ?? Date.now;
  const policy = checkRetentionPolicy(options.retention ?? []);
  const tuning = { ...DEFAULT_TUNING, ...options.subscriptions };
  // Expiry markers are the store's own (see expiryMarker.ts): no read serves them.
  const visible = `${retentionVisibility(db, policy, now)} AND type <> '${EXPIRY_MARKER_TYPE}'`;
  const statements = prepareStatements(db, visible, tuning.batchSize);
  const closing = new AbortController();
  const notifier = new ChangeNotifier();
  const subscriptions = new Set<Subscription>();
  let pruning: Promise<number> | undefined;

  const writer =
    options.writerThread === false ? undefined : sqliteWriterThread(options.path, options.appendSignal);
  const commits = groupCommit(writer?.commit ?? transactionCommitter(db, statements), () => {
    notifier.notify();
    options.onAppend?.();
    if (!writer && options.appendSignal) signalAppend(options.appendSignal);
  });
  options.wakeOnAppend?.(() => notifier.notify());
  const appendMarker = async (streamName: string, revision: number): Promise<void> => {
    const marker = { streamName, events: [expiryMarker(now())], expected: revision, recordedAt: now() };
    // A new event since the stream's end was read: it is the last one now, and fresh.
    await commits.append(marker).catch((error: unknown) => {
      if (!(error instanceof WrongExpectedRevisionError)) throw error;
    });
  };
  const prune = sqlitePruner(
    db,
    policy,
    now,
    options.pruneBatchSize ?? DEFAULT_PRUNE_BATCH,
    closing.signal,
    appendMarker,
  );

  return {
    async append(streamName, events, { expectedRevision }) {
      assertNotReserved(streamName);
      validateNewEvents(streamName, events);
      assertNoExpiryMarker(streamName, events);
      if (closing.signal.aborted) throw new Error('Event store is closed');
      return commits.append({ streamName, events, expected: expectedRevision, recordedAt: now() });
    },

    async readStream(streamName, { direction = 'forwards', fromRevision, maxCount } = {}) {
      const from = fromRevision ?? (direction === 'forwards' ? 0 : Number.MAX_SAFE_INTEGER);
      const rows =
        maxCount === undefined
          ? direction === 'forwards'
            ? statements.streamForwardsAll.all(streamName, from)
            : statements.streamBackwardsAll.all(streamName, from)
          : direction === 'forwards'
            ? statements.streamForwards.all(streamName, from, maxCount)
            : statements.streamBackwards.all(streamName, from, maxCount);
      return rows.map(rowToEvent);
    },

    async readAll({ after = 0, maxCount } = {}) {
      return statements.all.all(after, maxCount ?? NO_LIMIT).map(rowToEvent);
    },

    async headPosition() {
      return statements.head.get()?.head ?? 0;
    },

    subscribeToAll(subscribeOptions = {}) {
      if (closing.signal.aborted) throw new Error('Event store is closed');
      const subscription = subscriptionHandle(
        (signal) => sqliteSubscription(statements, notifier, subscribeOptions, tuning, signal),
        () => {
          subscriptions.delete(subscription);
        },
      );
      subscriptions.add(subscription);
      return subscription;
    },

    async pruneExpired() {
      if (closing.signal.aborted) throw new Error('Event store is closed');
      // One run at a time: a second caller shares the run in progress.
      pruning ??= prune().finally(() => {
        pruning = undefined;
      });
      return pruning;
    },

    async close() {
      if (closing.signal.aborted) return;
      closing.abort();
      // Subscriptions check their signal after every await, and a prune
      // between its batches, so none touches the database once it is closed below.
      await Promise.all([...subscriptions].map((subscription) => subscription.close()));
      await pruning;
      await commits.drain();
      await writer?.close();
      db.close();
    },
  };
}
