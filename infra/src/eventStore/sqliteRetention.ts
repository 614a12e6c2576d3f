import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Database } from 'better-sqlite3';
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

/**
 * Deletes expired events rule by rule, `batchSize` per write transaction,
 * yielding between batches so appends (here and in other processes sharing
 * the file) are not held up. Each batch first records, per stream, the last
 * revision it removes (see `pruned_streams`), so revisions go on where they
 * were. `secure_delete` overwrites the removed rows' bytes: a promise to
 * delete chat is not kept by pages that still hold the text. Stops between
 * batches once `signal` aborts (the store is closing).
 */
export function sqlitePruner(
  db: Database,
  policy: RetentionPolicy,
  now: () => number,
  batchSize: number,
  signal: AbortSignal,
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
