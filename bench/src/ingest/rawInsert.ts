import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import Database from 'better-sqlite3';

/**
 * The floor under any durable command: better-sqlite3 inserting event-sized
 * rows into a WAL file with synchronous=FULL (an fsync per commit), `perCommit`
 * rows a transaction, for `seconds`. Answers rows a second.
 */
export function rawDurableInserts(dir: string, perCommit: number, seconds: number): number {
  const db = new Database(join(dir, `raw-${perCommit}.sqlite`));
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.exec(`CREATE TABLE events (
    position INTEGER PRIMARY KEY AUTOINCREMENT, stream_name TEXT NOT NULL, revision INTEGER NOT NULL,
    event_id TEXT NOT NULL UNIQUE, type TEXT NOT NULL, data TEXT NOT NULL, metadata TEXT NOT NULL,
    recorded_at INTEGER NOT NULL, UNIQUE (stream_name, revision))`);
  const insert = db.prepare(
    'INSERT INTO events (stream_name, revision, event_id, type, data, metadata, recorded_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  const commit = db.transaction((first: number) => {
    for (let n = first; n < first + perCommit; n++) {
      const id = randomUUID();
      insert.run(
        `post-${n % 500}`,
        n,
        id,
        'PostUpvoted',
        JSON.stringify({ postId: id, userId: id }),
        JSON.stringify({ actorId: id, correlationId: id, causationId: id, at: new Date().toISOString() }),
        Date.now(),
      );
    }
  });
  const started = performance.now();
  const deadline = started + seconds * 1000;
  let rows = 0;
  while (performance.now() < deadline) {
    commit.immediate(rows);
    rows += perCommit;
  }
  const rate = rows / ((performance.now() - started) / 1000);
  db.close();
  return rate;
}
