import type { Database } from 'better-sqlite3';
import {
  type AppendResult,
  type ExpectedRevision,
  type NewEvent,
  WrongExpectedRevisionError,
} from './port.js';
import { appendEvents } from './sqliteAppend.js';
import type { Statements } from './sqliteEventStoreSchema.js';

/** One append as the committer sees it (plain data: it may cross to a worker thread). */
export interface AppendRequest {
  streamName: string;
  events: readonly NewEvent[];
  expected: ExpectedRevision;
  recordedAt: number;
}

/** How one append of a group ended; errors as plain data, rebuilt by `toError`. */
export type AppendOutcome =
  | { ok: true; result: AppendResult }
  | {
      ok: false;
      error:
        | { kind: 'revision'; streamName: string; expected: ExpectedRevision; actual: number }
        | { kind: 'other'; message: string };
    };

/** Commits a group: in this thread (answers at once) or in the writer thread (answers later). */
export type CommitGroup = (group: readonly AppendRequest[]) => AppendOutcome[] | Promise<AppendOutcome[]>;

/**
 * One `BEGIN IMMEDIATE` transaction for the whole group, each append in its
 * own SAVEPOINT (better-sqlite3 nests transactions that way), in order: each
 * has its own expected-revision check and idempotency lookup against
 * everything before it, committed or earlier in the group, so its outcome is
 * what it would be alone. A refused append rolls back its savepoint only.
 * Throws when BEGIN or COMMIT fails: then nothing of the group is stored.
 */
export function transactionCommitter(db: Database, statements: Statements): CommitGroup {
  const appendOne = db.transaction(appendEvents);
  const appendGroup = db.transaction((group: readonly AppendRequest[]): AppendOutcome[] =>
    group.map((request): AppendOutcome => {
      try {
        const { streamName, events, expected, recordedAt } = request;
        return { ok: true, result: appendOne(statements, streamName, events, expected, recordedAt) };
      } catch (error) {
        if (error instanceof WrongExpectedRevisionError) {
          const { streamName, expected, actual } = error;
          return { ok: false, error: { kind: 'revision', streamName, expected, actual } };
        }
        return {
          ok: false,
          error: { kind: 'other', message: error instanceof Error ? error.message : String(error) },
        };
      }
    }),
  );
  return (group) => appendGroup.immediate(group);
}

function toError(error: Extract<AppendOutcome, { ok: false }>['error']): Error {
  return error.kind === 'revision'
    ? new WrongExpectedRevisionError(error.streamName, error.expected, error.actual)
    : new Error(error.message);
}

interface Queued extends AppendRequest {
  resolve(result: AppendResult): void;
  reject(error: unknown): void;
}

export interface GroupCommit {
  /** Queues an append for the next group; its promise settles once that group's COMMIT has returned. */
  append(request: AppendRequest): Promise<AppendResult>;
  /** Commits everything queued and waits for it (before closing the database). */
  drain(): Promise<void>;
}

/**
 * Group commit: the appends issued while the previous group commits (or, at
 * the least, in one turn of the event loop) go into one transaction, so one
 * fsync (synchronous=FULL) makes them all durable. Answers, and
 * `afterCommit` (which wakes subscriptions), come only after COMMIT
 * returned: an acknowledged write is on disk.
 */
export function groupCommit(commit: CommitGroup, afterCommit: () => void): GroupCommit {
  let queue: Queued[] = [];
  let scheduled = false;
  let inFlight: Promise<void> | undefined;

  const settle = (group: readonly Queued[], outcomes: readonly AppendOutcome[]): void => {
    afterCommit();
    group.forEach((queued, index) => {
      const outcome = outcomes[index]!;
      if (outcome.ok) queued.resolve(outcome.result);
      else queued.reject(toError(outcome.error));
    });
  };

  const schedule = (): void => {
    if (scheduled || inFlight || queue.length === 0) return;
    scheduled = true;
    // After the I/O callbacks of this turn: every request read in it has had its chance to append.
    setImmediate(flush);
  };

  const flush = (): void => {
    scheduled = false;
    if (inFlight || queue.length === 0) return;
    const group = queue;
    queue = [];
    const requests = group.map(({ streamName, events, expected, recordedAt }) => ({
      streamName,
      events,
      expected,
      recordedAt,
    }));
    let outcomes: AppendOutcome[] | Promise<AppendOutcome[]>;
    try {
      outcomes = commit(requests);
    } catch (error) {
      // BEGIN or COMMIT failed (a lock held past busy_timeout, a disk error): nothing of the group is stored.
      for (const queued of group) queued.reject(error);
      return;
    }
    if (Array.isArray(outcomes)) {
      settle(group, outcomes);
      return;
    }
    inFlight = outcomes.then(
      (done) => settle(group, done),
      (error: unknown) => {
        for (const queued of group) queued.reject(error);
      },
    );
    void inFlight.finally(() => {
      inFlight = undefined;
      schedule();
    });
  };

  return {
    append(request) {
      return new Promise((resolve, reject) => {
        queue.push({ ...request, resolve, reject });
        schedule();
      });
    },
    async drain() {
      while (inFlight || queue.length > 0) {
        if (inFlight) await inFlight.catch(() => undefined);
        else flush();
      }
    },
  };
}
