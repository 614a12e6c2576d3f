import type Database from 'better-sqlite3';

type Db = Database.Database;

/** The table behind a collection (quoted): `rm_` keeps read models apart from the store's own tables. */
export const tableOf = (collection: string) => `"rm_${collection}"`;

export function createCollectionTable(db: Db, collection: string): void {
  db.exec(
    `CREATE TABLE IF NOT EXISTS ${tableOf(collection)} (
      _id TEXT PRIMARY KEY,
      position INTEGER NOT NULL,
      deleted INTEGER NOT NULL DEFAULT 0,
      doc TEXT
    )`,
  );
}

export function tableExists(db: Db, collection: string): boolean {
  return (
    db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?").get(`rm_${collection}`) !==
    undefined
  );
}

/** What an index covers: its definition from the column list on, the same whatever its name or table. */
const coverage = (sql: string) => sql.slice(sql.indexOf('(', sql.indexOf(' ON ')));

function indexesOf(db: Db, collection: string): Array<{ name: string; sql: string }> {
  return db
    .prepare<[string], { name: string; sql: string }>(
      "SELECT name, sql FROM sqlite_master WHERE type = 'index' AND tbl_name = ? AND sql IS NOT NULL",
    )
    .all(`rm_${collection}`);
}

/**
 * Creates the index unless the table has one covering the same expressions.
 * Index names are global in SQLite, so a staged table's indexes keep their
 * staged names after the table is renamed into place; looking at what an
 * index covers, not at its name, keeps the next start from building a twin.
 */
export function ensureIndex(db: Db, collection: string, indexName: string, columns: string): void {
  const wanted = `(${columns}) WHERE deleted = 0`;
  if (indexesOf(db, collection).some((index) => coverage(index.sql) === wanted)) return;
  db.exec(`CREATE INDEX IF NOT EXISTS "${indexName}" ON ${tableOf(collection)} ${wanted}`);
}

/** Gives `to` every index `from` has and it lacks (a staged table whose projection never asked for one). */
export function copyMissingIndexes(db: Db, from: string, to: string): void {
  const present = new Set(indexesOf(db, to).map((index) => coverage(index.sql)));
  for (const index of indexesOf(db, from)) {
    const covers = coverage(index.sql);
    if (present.has(covers)) continue;
    db.exec(`CREATE INDEX "${index.name}__${to}" ON ${tableOf(to)} ${covers}`);
  }
}
