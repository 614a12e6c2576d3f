import Database from 'better-sqlite3';

/** The SQL of every index on a collection's table in the SQLite read store at `path`, read past the store. */
export function indexSqlOf(path: string, collection: string): string[] {
  const db = new Database(path, { readonly: true });
  try {
    return db
      .prepare<[string], { sql: string }>(
        "SELECT sql FROM sqlite_master WHERE type = 'index' AND tbl_name = ? AND sql IS NOT NULL",
      )
      .all(`rm_${collection}`)
      .map((row) => row.sql);
  } finally {
    db.close();
  }
}
