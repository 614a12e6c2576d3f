import type { Database } from 'better-sqlite3';
import type { AppendResult, ExpectedRevision, NewEvent } from './port.js';
import { appendEvents } from './sqliteAppend.js';
import type { Statements } from './sqliteEventStoreSchema.js';

interface QueuedAppend {
  streamName: string;
  events: readonly NewEvent[];
  expected: ExpectedRevision;
  recordedAt: number;
  resolve(result: AppendResult): void;
  reject(error: unknown): void;
}

type Outcome = { ok: true; result: AppendResult } | { ok: false; error: unknown };

export interface GroupCommit {
  /** Queues an append for the next group; its promise settles once the group's COMMIT has returned. */
  append(
    streamName: string,
    events: readonly NewEvent[],
    expected: ExpectedRevision,
    recordedAt: number,
  ): Promise<AppendResult>;
  /** Commits what is queued now (before closing the database). */
  flush(): void;
}

/**
 * Group commit: every append issued in one turn of the event loop goes into
 * one `BEGIN IMMEDIATE` transaction, so one fsync (synchronous=FULL) makes
 * them all durable. Each append runs in its own SAVEPOINT (better-sqlite3
 * nests transactions that way), in the order it was issued, with its own
 * expected-revision check and idempotency lookup against everything before
 * it, committed or earlier in the group: the outcome of each is exactly what
 * it would be alone, one after the other. A failed append rolls back its
 * savepoint only. Answers (and `afterCommit`, which wakes subscriptions) come
 * only after COMMIT returned, so an acknowledged write is on disk.
 */
export function sqliteGroupCommit(
  db: Database,
  statements: Statements,
  afterCommit: () => void,
): GroupCommit {
  let queue: QueuedAppend[] = [];
  let scheduled = false;

  const appendOne = db.transaction(appendEvents);
  const appendGroup = db.transaction((group: readonly QueuedAppend[]): Outcome[] =>
    group.map((queued) => {
      try {
        const result = appendOne(
          statements,
          queued.streamName,
          queued.events,
          queued.expected,
          queued.recordedAt,
        );
        return { ok: true, result };
      } catch (error) {
        return { ok: false, error };
      }
    }),
  );

  const flush = (): void => {
    scheduled = false;
    if (queue.length === 0) return;
    const group = queue;
    queue = [];
    let outcomes: Outcome[];
    try {
      outcomes = appendGroup.immediate(group);
    } catch (error) {
      // BEGIN or COMMIT failed (a lock held past busy_timeout, a disk error): nothing of the group is stored.
      for (const queued of group) queued.reject(error);
      return;
    }
    afterCommit();
    group.forEach((queued, index) => {
      const outcome = outcomes[index]!;
      if (outcome.ok) queued.resolve(outcome.result);
      else queued.reject(outcome.error);
    });
  };

  return {
    append(streamName, events, expected, recordedAt) {
      return new Promise((resolve, reject) => {
        queue.push({ streamName, events, expected, recordedAt, resolve, reject });
        if (!scheduled) {
          scheduled = true;
          // After the I/O callbacks of this turn: every request read in it has had its chance to append.
          setImmediate(flush);
        }
      });
    },
    flush,
  };
}
