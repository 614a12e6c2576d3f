import Database from 'better-sqlite3';
import type { SearchIndex, SearchIndexGeneration } from './port.js';
import { listSqliteDocuments } from './sqliteListing.js';
import { searchPlacesSqlite } from './sqlitePlaceSearch.js';
import { sqlitePostMirror } from './sqlitePostMirror.js';
import { prepareQuery, searchPostsSqlite } from './sqlitePostSearch.js';
import {
  createGenerationTables,
  createMetaTable,
  dropGenerationTables,
  generationExists,
  generationIds,
  generationTables,
  upgradeGenerationTables,
} from './sqliteSchema.js';
import { sqliteWriter } from './sqliteWrites.js';

/** The embedded index, with a look at its in-memory copy of the posts (for benches and operators). */
export interface SqliteSearchIndex extends SearchIndex {
  /** Posts and distinct words held in memory, and the bytes of its typed arrays; null before the first load. */
  memoryStats(): { posts: number; terms: number; typedBytes: number } | null;
}

/**
 * Embedded SearchIndex on SQLite. Each generation is a set of tables
 * (`search_g<n>_*`); the row `search_meta.active` names the one in use and is
 * read on every call, so several processes sharing the file agree on it.
 * Activation flips that row and drops the old tables in one transaction.
 * SQLite calls are synchronous: a write has committed, and is visible to
 * every later search, when its promise resolves.
 *
 * Posts are searched in memory: each open index keeps the active
 * generation's posts in an inverted index (`sqlitePostMirror.ts`), loaded on
 * its first search and caught up before every search with whatever any
 * connection committed since, so read-your-writes holds across processes.
 * Places are few and searched with SQLite FTS5.
 */
export function createSqliteSearchIndex(options: {
  path: string;
  /**
   * Start loading the posts into memory now, in the background, rather than
   * at the first search (a process that serves searches wants this; one that
   * only writes, such as a projector, does not).
   */
  preload?: boolean;
}): SqliteSearchIndex {
  const db = new Database(options.path);
  db.pragma('journal_mode = WAL');
  db.pragma('busy_timeout = 5000');
  db.pragma('synchronous = NORMAL');
  createMetaTable(db);
  const getMeta = db.prepare<[string], { value: string }>('SELECT value FROM search_meta WHERE key = ?');
  const setMeta = db.prepare<[string, string]>(
    'INSERT INTO search_meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value',
  );

  const newGeneration = (): string => {
    const next = Number(getMeta.get('next')?.value ?? '1');
    setMeta.run('next', String(next + 1));
    const id = `g${next}`;
    createGenerationTables(db, generationTables(id));
    return id;
  };
  db.transaction(() => {
    if (!getMeta.get('active')) setMeta.run('active', newGeneration());
    for (const id of generationIds(db)) upgradeGenerationTables(db, generationTables(id));
  }).immediate();

  const active = () => getMeta.get('active')!.value;
  const activeTables = () => generationTables(active());
  const mirror = sqlitePostMirror(db, active);
  const writer = sqliteWriter(db, activeTables, mirror.touched);
  if (options.preload) mirror.ready().catch(() => {}); // a failed preload is retried by the first search
  const caughtUp = db.transaction((query: ReturnType<typeof prepareQuery>) => {
    const index = mirror.catchUp();
    return index && searchPostsSqlite(db, activeTables(), index, query);
  });

  return {
    ...writer,
    async searchPosts(query) {
      const prepared = prepareQuery(query);
      if (prepared.parsed.words.length === 0) return { hits: [], total: 0, nextCursor: null };
      for (;;) {
        await mirror.ready();
        const results = caughtUp(prepared);
        if (results) return results;
      }
    },
    async searchPlaces(q, limit) {
      return searchPlacesSqlite(db, activeTables(), q, limit);
    },
    async createGeneration(): Promise<SearchIndexGeneration> {
      const id = db.transaction(newGeneration).immediate();
      const tables = generationTables(id);
      return { id, ...sqliteWriter(db, () => tables) };
    },
    async activateGeneration(id) {
      const target = generationTables(id);
      db.transaction(() => {
        if (!generationExists(db, target)) throw new Error(`SearchIndex: unknown generation '${id}'`);
        const old = active();
        if (old === id) return;
        setMeta.run('active', id);
        dropGenerationTables(db, generationTables(old));
      }).immediate();
      mirror.touched();
    },
    async activeGeneration() {
      return active();
    },
    async openGeneration(id) {
      const tables = generationTables(id);
      if (!generationExists(db, tables)) throw new Error(`SearchIndex: unknown generation '${id}'`);
      if (id === active())
        throw new Error(`SearchIndex: generation '${id}' is active; write through the index`);
      return { id, ...sqliteWriter(db, () => tables) };
    },
    listDocuments() {
      return listSqliteDocuments(db, activeTables());
    },
    async listGenerations() {
      return db.transaction(() => ({ ids: generationIds(db), active: active() }))();
    },
    async dropGeneration(id) {
      db.transaction(() => {
        if (!generationIds(db).includes(id)) return;
        if (id === active())
          throw new Error(`SearchIndex: generation '${id}' is active and cannot be dropped`);
        dropGenerationTables(db, generationTables(id));
      }).immediate();
    },
    memoryStats: mirror.stats,
    async close() {
      if (db.open) db.close();
    },
  };
}
