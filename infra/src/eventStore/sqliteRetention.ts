import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Database } from 'better-sqlite3';
import { needsExpiryMarker } from './expiryMarker.js';
import type { RetentionPolicy, RetentionRule } from './port.js';
import { isExpired } from './retentionPolicy.js';

/**
 * Registers `expired(stream_name, recorded_at)` on this connection and
 * answers the condition every read applies. Without a policy the condition
 * is a constant, so reads cost what they did before retention existed.
 */
export function retentionVisibility(db: Database, policy: RetentionPolicy, now: () => number): string {
  if (policy.length === 0) return '1';
  db.function('expired', { directOnly: true }, (streamName, recordedAt) =>
    isExpired(policy, streamName as string, recordedAt as number, now()) ? 1 : 0,
  );
  return 'NOT expired(stream_name, recorded_at)';
}

interface ExpiredRow {
  position: number;
  stream_name: string;
  revision: number;
}

/** The first string after every string starting with `prefix`, for an index range. */
function upperBound(prefix: string): string {
  return prefix.slice(0, -1) + String.fromCharCode(prefix.charCodeAt(prefix.length - 1) + 1);
}

interface StreamEndRow {
  stream_name: string;
  revision: number;
  type: string;
  recorded_at: number;
}

/**
 * Appends the expiry marker after `revision` (the stream's last): the store's
 * own append, which answers without appending when the stream has moved on.
 */
export type AppendExpiryMarker = (streamName: string, revision: number) => Promise<void>;

/**
 * Deletes expired events rule by rule, `batchSize` per write transaction,
 * yielding between batches so appends (here and in other processes sharing
 * the file) are not held up. Each batch first records, per stream, the last
 * revision it removes (see `pruned_streams`), so revisions go on where they
 * were. `secure_delete` overwrites the removed rows' bytes: a promise to
 * delete chat is not kept by pages that still hold the text. Stops between
 * batches once `signal` aborts (the store is closing).
 *
 * First, each stream whose last event has expired gets the expiry marker
 * (see expiryMarker.ts), as on every adapter; here it only keeps the
 * revisions the same as on EventStoreDB, where it is what lets the scavenge
 * remove a quiet channel's last message.
 */
export function sqlitePruner(
  db: Database,
  policy: RetentionPolicy,
  now: () => number,
  batchSize: number,
  signal: AbortSignal,
  appendMarker: AppendExpiryMarker,
): () => Promise<number> {
  if (policy.length === 0) return async () => 0;
  db.pragma('secure_delete = ON');
  const expiredBatch = db.prepare<
    { low: string; high: string; prefix: string; cutoff: number; limit: number },
    ExpiredRow
  >(
    `SELECT position, stream_name, revision FROM events
     WHERE stream_name >= @low AND stream_name < @high AND substr(stream_name, 1, length(@prefix)) = @prefix
       AND recorded_at < @cutoff
     LIMIT @limit`,
  );
  const keepLastRevision = db.prepare<{ stream: string; revision: number; position: number }>(
    `INSERT INTO pruned_streams (stream_name, revision, position) VALUES (@stream, @revision, @position)
     ON CONFLICT (stream_name) DO UPDATE SET revision = excluded.revision, position = excluded.position
     WHERE excluded.revision > pruned_streams.revision`,
  );
  const remove = db.prepare<[number]>('DELETE FROM events WHERE position = ?');
  // SQLite gives the bare columns of the row holding MAX(revision): each stream's last event.
  const streamEnds = db.prepare<{ low: string; high: string; prefix: string }, StreamEndRow>(
    `SELECT stream_name, MAX(revision) AS revision, type, recorded_at FROM events
     WHERE stream_name >= @low AND stream_name < @high AND substr(stream_name, 1, length(@prefix)) = @prefix
     GROUP BY stream_name`,
  );
  const markExpiredEnds = async (rule: RetentionRule, cutoff: number): Promise<void> => {
    const prefix = rule.streamPrefix;
    const ends = streamEnds.all({ low: prefix, high: upperBound(prefix), prefix });
    for (const end of ends) {
      if (signal.aborted) return;
      const streamEnd = {
        streamName: end.stream_name,
        revision: end.revision,
        type: end.type,
        recordedAtMs: end.recorded_at,
      };
      if (needsExpiryMarker(streamEnd, cutoff)) await appendMarker(end.stream_name, end.revision);
    }
  };

  const pruneBatch = db.transaction((rule: RetentionRule, cutoff: number): number => {
    const rows = expiredBatch.all({
      low: rule.streamPrefix,
      high: upperBound(rule.streamPrefix),
      prefix: rule.streamPrefix,
      cutoff,
      limit: batchSize,
    });
    const lastRemoved = new Map<string, ExpiredRow>();
    for (const row of rows) {
      const seen = lastRemoved.get(row.stream_name);
      if (!seen || row.revision > seen.revision) lastRemoved.set(row.stream_name, row);
    }
    for (const row of lastRemoved.values()) {
      keepLastRevision.run({ stream: row.stream_name, revision: row.revision, position: row.position });
    }
    for (const row of rows) remove.run(row.position);
    return rows.length;
  });

  return async () => {
    let removed = 0;
    for (const rule of policy) {
      if (signal.aborted) break;
      // Fixed for the whole run, so it ends even while new events keep expiring.
      const cutoff = now() - rule.maxAgeSeconds * 1000;
      await markExpiredEnds(rule, cutoff);
      for (;;) {
        const count = pruneBatch.immediate(rule, cutoff);
        removed += count;
        if (count < batchSize) break;
        await nextTurn();
        if (signal.aborted) break;
      }
    }
    return removed;
  };
}
