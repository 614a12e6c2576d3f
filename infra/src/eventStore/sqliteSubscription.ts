import { setImmediate as nextTurn } from 'node:timers/promises';
import type { ChangeNotifier } from './changeNotifier.js';
import type { SubscribeToAllOptions, SubscriptionItem } from './port.js';
import { prefixParams, type RawEventRow, rawRowToEvent, type Statements } from './sqliteEventStoreSchema.js';

export interface SqliteSubscriptionTuning {
  /** Rows per query. */
  batchSize: number;
  /**
   * Positions scanned per query. Bounds the work of one synchronous query
   * when a narrow filter skips most of the log, and yields a checkpoint per
   * window so such a consumer advances during catch-up too.
   */
  scanWindow: number;
  /** How often the file is checked for appends made by other processes. */
  pollIntervalMs: number;
  /**
   * For tests: an error to throw instead of the next read, as a disk or lock
   * error would (the contract suite's failing source). Answers undefined to read.
   */
  readFault?: () => Error | undefined;
}

/**
 * Catch-up and live are one loop: read what lies past the cursor up to the
 * head seen just before, then wait for this process's notifier or the poll
 * timer, and read again. The cursor only moves past positions that were
 * read, and positions become visible in increasing order (single writer), so
 * the hand-over can neither skip nor reorder events.
 */
export async function* sqliteSubscription(
  statements: Statements,
  notifier: ChangeNotifier,
  options: SubscribeToAllOptions,
  tuning: SqliteSubscriptionTuning,
  signal: AbortSignal,
): AsyncGenerator<SubscriptionItem, void, undefined> {
  const prefixes = options.streamPrefixes ?? [];
  const filtered = prefixes.length > 0 ? statements.rangeWithPrefixes(prefixes.length) : null;
  const params = prefixParams(prefixes);
  const readRange = (after: number, upper: number): RawEventRow[] =>
    filtered === null ? statements.range.all({ after, upper }) : filtered.all({ after, upper, ...params });

  let cursor = options.after ?? 0;
  // Highest position the consumer has been told about, by an event or a checkpoint.
  let reported = cursor;

  while (!signal.aborted) {
    const seenVersion = notifier.version;
    // A failed read ends the iteration with its error (the port's "fails loudly"): the consumer follows again from what it has.
    const fault = tuning.readFault?.();
    if (fault) throw fault;
    const head = statements.head.get()?.head ?? 0;
    if (head <= cursor) {
      await notifier.wait(seenVersion, tuning.pollIntervalMs, signal);
      continue;
    }

    const upper = Math.min(head, cursor + tuning.scanWindow);
    const rows = readRange(cursor, upper);
    for (const row of rows) {
      const event = rawRowToEvent(row);
      yield { kind: 'event', event };
      if (signal.aborted) return;
      cursor = event.position;
      reported = event.position;
    }
    if (rows.length < tuning.batchSize) {
      cursor = upper;
      if (upper > reported) {
        reported = upper;
        yield { kind: 'checkpoint', position: upper };
      }
    }
    // Queries are synchronous; let timers and I/O run between batches.
    await nextTurn();
  }
}
