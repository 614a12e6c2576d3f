import Database from 'better-sqlite3';
import { createDatabaseFilePrivately } from '../eventStore/privateDatabaseFile.js';
import { collectionCache } from './collectionCache.js';
import type { DocumentTexts } from './documentTexts.js';
import { definedEntries } from './fieldPath.js';
import type {
  CheckpointStore,
  Collection,
  CollectionOptions,
  Filter,
  FindOptions,
  ReadDocument,
  ReadStore,
} from './port.js';
import { compileFilter, compilePage, compileSort, type SqlParam } from './sqliteFilter.js';
import { createCollectionTable, ensureIndexes, tableOf } from './sqliteSchema.js';
import { type DeferredIndexes, STAGED_CHECKPOINTS, sqliteStagingArea } from './sqliteStaging.js';
import { type SyncWrites, sqliteWriteBatch } from './sqliteWriteBatch.js';

type Db = Database.Database;

/**
 * Embedded ReadStore: one table per collection in one SQLite file. Every
 * guard (position compare, tombstone check) lives in the statement's own
 * WHERE clause, so a write is atomic without a read-then-write transaction.
 */
export function createSqliteReadStore(options: { path: string }): ReadStore {
  createDatabaseFilePrivately(options.path);
  const db = new Database(options.path);
  db.pragma('journal_mode = WAL');
  // Projectors and the read API may share the file from different processes.
  db.pragma('busy_timeout = 5000');
  db.pragma('synchronous = NORMAL');
  // Read models are keyed by random ids, so writes land all over their B-trees: SQLite's default 2 MB
  // page cache made a rebuild's batches re-read pages from the file (the profile's commit time).
  db.pragma('cache_size = -65536');
  db.pragma('wal_autocheckpoint = 16384');

  // The synchronous writers of every opened collection, by name, for `writeBatch`.
  const writers = new Map<string, SyncWrites>();
  const collections = collectionCache((name, collectionOptions) =>
    sqliteCollection(db, name, collectionOptions, writers),
  );
  const checkpoints = sqliteCheckpoints(db);
  const stagedCheckpoints = sqliteCheckpoints(db, STAGED_CHECKPOINTS);
  const writeBatch = sqliteWriteBatch(db, writers);
  const deferredIndexes: DeferredIndexes = new Map();
  return {
    collection: collections.get,
    checkpoints,
    writeBatch: async (writes, positions) =>
      writeBatch(writes, positions, { tableOf: (name) => name, setCheckpoints: checkpoints.setManySync }),
    staging: (generation) =>
      sqliteStagingArea(
        db,
        collections,
        checkpoints,
        stagedCheckpoints,
        generation,
        writeBatch,
        deferredIndexes,
      ),
    async close() {
      collections.clear();
      if (db.open) db.close();
    },
  };
}

/** Checkpoints, with a synchronous `setMany` for use inside a transaction (`writeBatch`). */
export type SqliteCheckpoints = CheckpointStore & {
  setManySync(positions: Readonly<Record<string, number>>): void;
};

function sqliteCheckpoints(db: Db, table = '_checkpoints'): SqliteCheckpoints {
  db.exec(`CREATE TABLE IF NOT EXISTS ${table} (name TEXT PRIMARY KEY, position INTEGER NOT NULL)`);
  const get = db.prepare<[string], { position: number }>(`SELECT position FROM ${table} WHERE name = ?`);
  // Unconditional: a reset legitimately moves a checkpoint backwards.
  const set = db.prepare<[string, number]>(
    `INSERT INTO ${table} (name, position) VALUES (?, ?) ON CONFLICT (name) DO UPDATE SET position = excluded.position`,
  );
  const remove = db.prepare<[string]>(`DELETE FROM ${table} WHERE name = ?`);
  const setMany = db.transaction((positions: Readonly<Record<string, number>>) => {
    for (const [name, position] of Object.entries(positions)) set.run(name, position);
  });
  return {
    async get(name) {
      return get.get(name)?.position ?? null;
    },
    async set(name, position) {
      set.run(name, position);
    },
    async delete(name) {
      remove.run(name);
    },
    async setMany(positions) {
      setMany(positions);
    },
    setManySync: (positions) => setMany(positions),
  };
}

function sqliteCollection<T extends ReadDocument>(
  db: Db,
  name: string,
  options: CollectionOptions,
  writers: Map<string, SyncWrites>,
): Collection<T> {
  const table = tableOf(name);
  createCollectionTable(db, name);
  ensureIndexes(db, name, options.indexes ?? []);

  const getStmt = db.prepare<[string], { doc: string }>(
    `SELECT doc FROM ${table} WHERE _id = ? AND deleted = 0`,
  );
  const entryStmt = db.prepare<[string], { doc: string | null; position: number }>(
    `SELECT doc, position FROM ${table} WHERE _id = ?`,
  );
  const putStmt = db.prepare<[string, number, string]>(
    `INSERT INTO ${table} (_id, position, deleted, doc) VALUES (?, ?, 0, ?)
     ON CONFLICT (_id) DO UPDATE SET position = excluded.position, deleted = 0, doc = excluded.doc
     WHERE excluded.position > ${table}.position`,
  );
  const removeStmt = db.prepare<[string, number]>(
    `INSERT INTO ${table} (_id, position, deleted, doc) VALUES (?, ?, 1, NULL)
     ON CONFLICT (_id) DO UPDATE SET position = excluded.position, deleted = 1, doc = NULL
     WHERE excluded.position > ${table}.position`,
  );
  const clearStmt = db.prepare(`DELETE FROM ${table}`);

  const statements = new Map<string, Database.Statement<SqlParam[]>>();
  const prepared = (sql: string) => {
    let statement = statements.get(sql);
    if (!statement) {
      // Filters come in a handful of shapes per read model; the cap only guards against a runaway caller.
      if (statements.size >= 256) statements.clear();
      statement = db.prepare<SqlParam[]>(sql);
      statements.set(sql, statement);
    }
    return statement;
  };

  const setFields = (fields: object) => {
    const entries = definedEntries(fields);
    const paths = entries.map(([field]) => `'$.${field}', json(?)`);
    return {
      sql: paths.length === 0 ? 'doc' : `json_set(doc, ${paths.join(', ')})`,
      params: entries.map(([, value]) => JSON.stringify(value)),
    };
  };

  const sync: SyncWrites = {
    put: (doc, position) => putStmt.run(doc._id, position, JSON.stringify(doc)).changes > 0,
    patch(id, fields, position) {
      const set = setFields(fields);
      const sql = `UPDATE ${table} SET doc = ${set.sql}, position = ? WHERE _id = ? AND deleted = 0 AND position < ?`;
      return prepared(sql).run(...set.params, position, id, position).changes > 0;
    },
    remove: (id, position) => removeStmt.run(id, position).changes > 0,
  };
  writers.set(name, sync);

  const collection: Collection<T> & PositionedReads<T> & DocumentTexts = {
    async get(id) {
      const row = getStmt.get(id);
      return row ? (JSON.parse(row.doc) as T) : null;
    },
    async readEntry(id) {
      const row = entryStmt.get(id);
      return row
        ? { doc: row.doc === null ? null : (JSON.parse(row.doc) as T), position: row.position }
        : null;
    },
    async find(filter?: Filter, findOptions: FindOptions = {}) {
      return (await collection.findTexts(filter, findOptions)).map((text) => JSON.parse(text) as T);
    },
    async findTexts(filter?: Filter, findOptions: FindOptions = {}) {
      const where = compileFilter(filter);
      const page = compilePage(findOptions);
      // Plucked: only finds prepare this statement text, so its mode is theirs to set.
      return prepared(
        `SELECT doc FROM ${table} WHERE deleted = 0 AND ${where.sql} ORDER BY ${compileSort(findOptions.sort)} ${page.sql}`,
      )
        .pluck()
        .all(...where.params, ...page.params) as string[];
    },
    async count(filter?: Filter) {
      const where = compileFilter(filter);
      const row = prepared(`SELECT count(*) AS n FROM ${table} WHERE deleted = 0 AND ${where.sql}`).get(
        ...where.params,
      ) as { n: number };
      return row.n;
    },
    async put(doc, position) {
      return sync.put(doc, position);
    },
    async patch(id, fields, position) {
      return sync.patch(id, fields, position);
    },
    async patchWhere(filter, fields, position) {
      const set = setFields(fields);
      const where = compileFilter(filter);
      const sql = `UPDATE ${table} SET doc = ${set.sql}, position = ? WHERE deleted = 0 AND position < ? AND ${where.sql}`;
      return prepared(sql).run(...set.params, position, position, ...where.params).changes;
    },
    async remove(id, position) {
      return sync.remove(id, position);
    },
    async removeWhere(filter, position) {
      const where = compileFilter(filter);
      const sql = `UPDATE ${table} SET deleted = 1, doc = NULL, position = ? WHERE deleted = 0 AND position < ? AND ${where.sql}`;
      return prepared(sql).run(position, position, ...where.params).changes;
    },
    async clear() {
      clearStmt.run();
    },
  };
  return collection;
}

/**
 * Beyond the port: a document or its tombstone with its stored position,
 * which the projector's write-back overlay uses to apply the position guards
 * in memory exactly as the store would.
 */
export interface PositionedReads<T extends ReadDocument> {
  /** Null when the id was never written; `doc` null for a tombstone. */
  readEntry(id: string): Promise<{ doc: T | null; position: number } | null>;
}
