import type Database from 'better-sqlite3';
import { indexKeysName, parseIndexKeys } from './indexKeys.js';
import type { IndexKey } from './port.js';
import { fieldExpression } from './sqliteFilter.js';

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
 * The columns of a declared index. Equality keys are the filter's own
 * expression (binary, as string equality is exact); sort keys carry the
 * NOCASE collation and direction `compileSort` orders by (NOCASE orders
 * numbers as BINARY does, so a numeric key such as `seq` loses nothing), and
 * `compileFilter` compares ranges under NOCASE too, so a cursor bound uses
 * the same column. `_id` closes every index: it is the tie-break of every
 * sort, so a page in the declared order needs no sort step at all.
 */
export function indexColumns(keys: readonly IndexKey[]): string {
  const parsed = parseIndexKeys(keys);
  const columns = parsed.map(({ path, direction }) =>
    direction === null
      ? fieldExpression(path)
      : `${fieldExpression(path)} COLLATE NOCASE ${direction === 'asc' ? 'ASC' : 'DESC'}`,
  );
  // Always last and plain: that is also how `ensureIndexes` tells these indexes from the older ones.
  const last = parsed.at(-1);
  if (!(last?.path === '_id' && last.direction === null)) columns.push('_id');
  return columns.join(', ');
}

/**
 * Every declared index of a collection (partial on live rows: every read
 * carries `deleted = 0`, tombstones never need finding by field). Indexes
 * from before sort keys and the `_id` tie-break were indexed (binary
 * columns, no `_id` at the end) can serve neither a sort nor a cursor range,
 * yet cost every write: they go once the collection declares its indexes.
 */
export function ensureIndexes(db: Db, collection: string, indexes: ReadonlyArray<readonly IndexKey[]>): void {
  const declared = indexes.filter((keys) => keys.length > 0);
  if (declared.length === 0) return;
  for (const index of indexesOf(db, collection)) {
    if (!coverage(index.sql).endsWith(`_id) ${LIVE_ROWS}`)) db.exec(`DROP INDEX "${index.name}"`);
  }
  for (const keys of declared) {
    ensureIndex(db, collection, `ix_${collection}__${indexKeysName(keys)}`, indexColumns(keys));
  }
}

const LIVE_ROWS = 'WHERE deleted = 0';

/**
 * Creates the index unless the table has one covering the same expressions.
 * Index names are global in SQLite, so a staged table's indexes keep their
 * staged names after the table is renamed into place; looking at what an
 * index covers, not at its name, keeps the next start from building a twin.
 */
function ensureIndex(db: Db, collection: string, indexName: string, columns: string): void {
  const wanted = `(${columns}) ${LIVE_ROWS}`;
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
