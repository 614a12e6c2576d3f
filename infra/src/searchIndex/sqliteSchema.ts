import type Database from 'better-sqlite3';

type Db = Database.Database;

/** Table names of one generation; generation ids are `g<n>`, so the names need no quoting. */
export function generationTables(generation: string) {
  if (!/^g\d+$/.test(generation)) throw new Error(`SearchIndex: unknown generation '${generation}'`);
  const p = `search_${generation}`;
  return {
    posts: `${p}_posts`,
    /** Only in generations made before posts were searched in memory: dropped on open. */
    postsFts: `${p}_posts_fts`,
    places: `${p}_places`,
    placesFts: `${p}_places_fts`,
    vocab: `${p}_vocab`,
    vocabDeletions: `${p}_vocab_del`,
  };
}
export type GenerationTables = ReturnType<typeof generationTables>;

export function createMetaTable(db: Db): void {
  db.exec('CREATE TABLE IF NOT EXISTS search_meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)');
}

/**
 * Rows are kept after removal as tombstones (`live = 0`, text cleared) so the
 * position guard outlives the document. Posts are searched in memory
 * (`sqlitePostMirror.ts`); their table is the durable copy, and `seq`, bumped
 * on every write to a row, is how a process reads the changes made since it
 * last looked. The places' FTS table holds the folded words already split by
 * `text.ts`, one space apart; the `ascii` tokenizer then splits on those
 * spaces only, so FTS words are exactly our words.
 */
export function createGenerationTables(db: Db, t: GenerationTables): void {
  db.exec(`
    CREATE TABLE ${t.posts} (
      n INTEGER PRIMARY KEY, id TEXT NOT NULL UNIQUE, position INTEGER NOT NULL, live INTEGER NOT NULL,
      areaId TEXT, type TEXT, createdAt TEXT, authorKey TEXT, titleKey TEXT, title TEXT, content TEXT,
      seq INTEGER NOT NULL);
    CREATE INDEX ${t.posts}_seq ON ${t.posts} (seq);
    CREATE TABLE ${t.places} (
      n INTEGER PRIMARY KEY, id TEXT NOT NULL UNIQUE, position INTEGER NOT NULL, live INTEGER NOT NULL,
      typeRank INTEGER, nameKey TEXT, doc TEXT);
    CREATE VIRTUAL TABLE ${t.placesFts} USING fts5(words, tokenize = 'ascii', prefix = '1 2 3', detail = none);
    CREATE TABLE ${t.vocab} (term TEXT PRIMARY KEY) WITHOUT ROWID;
    CREATE TABLE ${t.vocabDeletions} (del TEXT NOT NULL, term TEXT NOT NULL, PRIMARY KEY (del, term)) WITHOUT ROWID;
  `);
}

/**
 * Brings a generation made before posts were searched in memory up to date:
 * its posts get a `seq` (their row order will do) and lose their FTS table,
 * which nothing reads any more. Runs inside the opening transaction.
 */
export function upgradeGenerationTables(db: Db, t: GenerationTables): void {
  const columns = db.prepare<[], { name: string }>(`SELECT name FROM pragma_table_info('${t.posts}')`).all();
  if (columns.some((c) => c.name === 'seq')) return;
  db.exec(`
    ALTER TABLE ${t.posts} ADD COLUMN seq INTEGER NOT NULL DEFAULT 0;
    UPDATE ${t.posts} SET seq = n;
    CREATE INDEX ${t.posts}_seq ON ${t.posts} (seq);
    DROP INDEX IF EXISTS ${t.posts}_area;
    DROP TABLE IF EXISTS ${t.postsFts};
  `);
}

export function dropGenerationTables(db: Db, t: GenerationTables): void {
  for (const table of Object.values(t)) db.exec(`DROP TABLE IF EXISTS ${table}`);
}

export function generationExists(db: Db, t: GenerationTables): boolean {
  return (
    db.prepare('SELECT 1 FROM sqlite_master WHERE type = ? AND name = ?').get('table', t.posts) !== undefined
  );
}

/** Every generation whose tables exist, active or not. */
export function generationIds(db: Db): string[] {
  const rows = db
    .prepare<[], { name: string }>(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name GLOB 'search_g*_posts'",
    )
    .all();
  return rows.flatMap((row) => /^search_(g\d+)_posts$/.exec(row.name)?.[1] ?? []);
}
