import type Database from 'better-sqlite3';
import { type IndexedPost, MemoryPostIndex } from './memoryPostIndex.js';
import type { PostType } from './port.js';
import { generationTables } from './sqliteSchema.js';
import { prepared } from './sqliteStatements.js';
import { tokenize } from './text.js';

type Db = Database.Database;

/** Rows read per page while loading: the event loop gets a turn between pages (a few ms each). */
const loadPage = 1_000;

interface PostRow {
  n: number;
  id: string;
  live: number;
  areaId: string;
  type: PostType;
  createdAt: string;
  authorKey: string;
  title: string;
  content: string;
  seq: number;
}
const columns = 'n, id, live, areaId, type, createdAt, authorKey, title, content, seq';

const indexed = (row: PostRow): IndexedPost => ({
  id: row.id,
  row: row.n,
  areaId: row.areaId,
  type: row.type,
  createdAt: Date.parse(row.createdAt),
  authorKey: row.authorKey,
  title: tokenize(row.title),
  content: tokenize(row.content),
});

interface Loaded {
  generation: string;
  index: MemoryPostIndex;
  /** Every row change up to this seq is in `index`. */
  seq: number;
}

/**
 * The active generation's posts, held in memory and kept in step with the
 * SQLite file, which any process (or thread) may write.
 *
 * - Loading: the first search (or the first after another generation became
 *   active) reads the posts table in pages, yielding between them, then
 *   applies the rows changed meanwhile (`seq` above the one read first). A
 *   long backlog of changes is applied the same way, in pages.
 * - Staying current: `PRAGMA data_version` changes whenever another
 *   connection commits; this connection's own writes call `touched()`. On
 *   either, `catchUp` reads the active generation's id and the rows with a
 *   higher `seq` than the last applied, inside the search's own read
 *   transaction, so the search sees every write that resolved before it.
 * - Activation elsewhere: when `search_meta.active` names another generation,
 *   `catchUp` answers false and the caller loads again.
 */
export function sqlitePostMirror(db: Db, activeGeneration: () => string) {
  const dataVersion = db.prepare<[], number>('PRAGMA data_version').pluck();
  let loaded: Loaded | undefined;
  let loading: Promise<Loaded> | undefined;
  let seenVersion = -1;
  let dirty = true;

  async function load(generation: string): Promise<Loaded> {
    const t = generationTables(generation);
    const seq = prepared<[], number>(db, `SELECT coalesce(max(seq), 0) FROM ${t.posts}`).pluck().get() ?? 0;
    const page = prepared<[number, number], PostRow>(
      db,
      `SELECT ${columns} FROM ${t.posts} WHERE n > ? AND live = 1 ORDER BY n LIMIT ?`,
    );
    const index = new MemoryPostIndex();
    let after = 0;
    for (;;) {
      const rows = page.all(after, loadPage);
      for (const row of rows) index.upsert(indexed(row));
      if (rows.length < loadPage) break;
      after = rows.at(-1)!.n;
      await new Promise((resolve) => setImmediate(resolve));
    }
    dirty = true; // rows written while loading have a higher seq: catchUp applies them
    return { generation, index, seq };
  }

  /** Applies up to `limit` of the rows changed after `state.seq`, oldest first; answers how many. */
  function applyChanges(state: Loaded, limit: number): number {
    const t = generationTables(state.generation);
    const rows = prepared<[number, number], PostRow>(
      db,
      `SELECT ${columns} FROM ${t.posts} WHERE seq > ? ORDER BY seq LIMIT ?`,
    ).all(state.seq, limit);
    for (const row of rows) {
      if (row.live) state.index.upsert(indexed(row));
      else state.index.remove(row.id);
      state.seq = row.seq;
    }
    return rows.length;
  }

  const isDroppedTable = (error: unknown) => error instanceof Error && /no such table/.test(error.message);

  return {
    /**
     * Resolves once the active generation is in memory (at once, nearly
     * always), and applies any long backlog of changes page by page, the
     * event loop turning between pages (a projector that wrote many posts
     * since the last search, say), so `catchUp` is left only the tail.
     */
    async ready(): Promise<void> {
      while (!loaded || loaded.generation !== activeGeneration()) {
        loading ??= load(activeGeneration()).finally(() => {
          loading = undefined;
        });
        try {
          loaded = await loading;
        } catch (error) {
          // The generation was dropped under the load (activated away by another process): load the new one.
          if (!isDroppedTable(error)) throw error;
        }
      }
      if (!dirty && dataVersion.get() === seenVersion) return;
      try {
        while (loaded && applyChanges(loaded, loadPage) === loadPage) {
          await new Promise((resolve) => setImmediate(resolve));
        }
      } catch (error) {
        // Dropped meanwhile: catchUp sees the new active generation and asks for a load.
        if (!isDroppedTable(error)) throw error;
      }
    },

    /**
     * Applies every change committed since the last call. Call inside a read
     * transaction, after `ready`; false means the active generation changed
     * (call `ready` again).
     */
    catchUp(): MemoryPostIndex | null {
      const version = dataVersion.get()!;
      if (!loaded) return null;
      if (version === seenVersion && !dirty) return loaded.index;
      if (loaded.generation !== activeGeneration()) {
        loaded = undefined;
        return null;
      }
      applyChanges(loaded, Number.MAX_SAFE_INTEGER);
      seenVersion = version;
      dirty = false;
      return loaded.index;
    },

    /** This connection wrote a post or switched generations. */
    touched(): void {
      dirty = true;
    },

    /** What the in-memory copy holds, if loaded. */
    stats(): { posts: number; terms: number; typedBytes: number } | null {
      return loaded
        ? { posts: loaded.index.size, terms: loaded.index.terms.size, typedBytes: loaded.index.typedBytes }
        : null;
    },
  };
}
