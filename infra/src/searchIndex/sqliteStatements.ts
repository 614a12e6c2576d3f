import type Database from 'better-sqlite3';

type Db = Database.Database;

const caches = new WeakMap<Db, Map<string, Database.Statement>>();

/**
 * A prepared statement, compiled once per connection and SQL text. Table
 * names are part of the text, so a dropped generation's statements are
 * simply never asked for again (generation ids are not reused).
 */
export function prepared<P extends unknown[] = unknown[], R = unknown>(
  db: Db,
  sql: string,
): Database.Statement<P, R> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  let statement = cache.get(sql);
  if (!statement) {
    statement = db.prepare(sql);
    cache.set(sql, statement);
  }
  return statement as Database.Statement<P, R>;
}
