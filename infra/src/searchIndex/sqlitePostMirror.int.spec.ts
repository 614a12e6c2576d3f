import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import type { PostDocument, SearchIndex } from './port.js';
import { ids, post, sorted } from './searchIndexContract.helpers.js';
import { createSqliteSearchIndex } from './sqliteSearchIndex.js';

const dir = mkdtempSync(join(tmpdir(), 'mohalla-search-mirror-'));
const opened: SearchIndex[] = [];
afterAll(async () => {
  await Promise.all(opened.map((index) => index.close()));
  rmSync(dir, { recursive: true, force: true });
});
let files = 0;
/** Two indexes on one file: two connections, as two processes (or a worker thread) would hold them. */
function pair(): [SearchIndex, SearchIndex] {
  const path = join(dir, `search-${++files}.sqlite`);
  const a = createSqliteSearchIndex({ path });
  const b = createSqliteSearchIndex({ path });
  opened.push(a, b);
  return [a, b];
}
const find = (index: SearchIndex, q: string) => index.searchPosts({ q, limit: 50 });
/** Many posts at once, as a rebuild writes them: into a fresh generation, then swapped in. */
async function fill(index: SearchIndex, batch: Array<{ doc: PostDocument; position: number }>) {
  const generation = await index.createGeneration();
  await generation.upsertPosts(batch);
  await index.activateGeneration(generation.id);
}

describe('SQLite search index: the in-memory copy follows other connections', () => {
  it("sees another connection's upserts, replacements and removals at its next search", async () => {
    const [writer, reader] = pair();
    await writer.upsertPost(post('p1', { title: 'Mango stall' }), 1);
    expect(ids(await find(reader, 'mango'))).toEqual(['p1']); // loads
    await writer.upsertPost(post('p2', { title: 'Mango lassi' }), 2);
    expect(sorted(await find(reader, 'mango'))).toEqual(['p1', 'p2']);
    await writer.upsertPost(post('p1', { title: 'Guava stall' }), 3);
    expect(ids(await find(reader, 'mango'))).toEqual(['p2']);
    expect(ids(await find(reader, 'guava'))).toEqual(['p1']);
    await writer.removePost('p2', 4);
    expect(ids(await find(reader, 'mango'))).toEqual([]);
    expect((await find(reader, 'stall')).hits[0]?.highlights).toEqual({ title: 'Guava <mark>stall</mark>' });
    // Its own writes too, which do not change its connection's data_version.
    await reader.upsertPost(post('p3', { title: 'Mango shake' }), 5);
    expect(ids(await find(reader, 'mango'))).toEqual(['p3']);
    expect(ids(await find(writer, 'mango'))).toEqual(['p3']);
  });

  it('loads the generation another connection activated, and drops the old one', async () => {
    const [rebuilder, reader] = pair();
    await reader.upsertPost(post('old', { title: 'Chai corner' }), 1);
    expect(ids(await find(reader, 'chai'))).toEqual(['old']);
    const next = await rebuilder.createGeneration();
    await next.upsertPosts([{ doc: post('new', { title: 'Chai stall' }), position: 1 }]);
    expect(ids(await find(reader, 'chai'))).toEqual(['old']); // not active yet
    await rebuilder.activateGeneration(next.id);
    expect(ids(await find(reader, 'chai'))).toEqual(['new']);
    await reader.upsertPost(post('later', { title: 'Chai biscuit' }), 2);
    expect(sorted(await find(rebuilder, 'chai'))).toEqual(['later', 'new']);
  });

  it('applies the writes that land while it loads page by page', async () => {
    const [writer, reader] = pair();
    const many = Array.from({ length: 12_000 }, (_, i) => ({
      doc: post(`p${String(i).padStart(5, '0')}`, { title: i % 2 ? 'Pothole on Main Road' : 'Power cut' }),
      position: i + 1,
    }));
    await fill(writer, many);
    // The load yields between pages of 1,000 rows; these writes run in those turns.
    const searching = find(reader, 'pothole');
    const writes = (async () => {
      await new Promise((resolve) => setImmediate(resolve));
      await writer.upsertPost(post('p00000', { title: 'Pothole again' }), 20_000); // read in the first page already
      await writer.removePost('p11999', 20_001); // not read yet
      await writer.upsertPost(post('fresh', { title: 'Fresh pothole' }), 20_002);
    })();
    await Promise.all([searching, writes]);
    const after = await reader.searchPosts({ q: 'pothole', limit: 100 });
    expect(after.total).toBe(6_000 + 1 - 1 + 1);
    expect(ids(await find(reader, 'fresh'))).toEqual(['fresh']);
    expect((await reader.searchPosts({ q: 'pothole again', limit: 1 })).hits[0]?.id).toBe('p00000');
  });

  it('applies a long backlog of changes in pages, the event loop turning between them', async () => {
    const [writer, reader] = pair();
    await writer.upsertPost(post('first', { title: 'Samosa' }), 1);
    expect(ids(await find(reader, 'samosa'))).toEqual(['first']); // loaded
    for (let i = 0; i < 2_500; i++) await writer.upsertPost(post(`p${i}`, { title: 'Samosa chaat' }), i + 2);
    await writer.removePost('first', 5_000);
    let turned = false;
    const searching = reader.searchPosts({ q: 'samosa', limit: 1 });
    setImmediate(() => {
      turned = true;
    });
    expect((await searching).total).toBe(2_500);
    expect(turned).toBe(true); // the search let other work run while it caught up
  });

  it('preloads in the background when asked, and still sees writes made meanwhile', async () => {
    const [writer] = pair();
    await fill(
      writer,
      Array.from({ length: 3_000 }, (_, i) => ({ doc: post(`p${i}`, { title: 'Kulfi' }), position: i + 1 })),
    );
    const reader = createSqliteSearchIndex({ path: join(dir, `search-${files}.sqlite`), preload: true });
    opened.push(reader);
    await writer.upsertPost(post('late', { title: 'Kulfi falooda' }), 5_000);
    expect((await reader.searchPosts({ q: 'kulfi', limit: 1 })).total).toBe(3_001);
  });

  it('upgrades a file written before posts were searched in memory', async () => {
    const path = join(dir, 'old-format.sqlite');
    const db = new Database(path);
    db.exec(`
      CREATE TABLE search_meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
      INSERT INTO search_meta VALUES ('active', 'g1'), ('next', '2');
      CREATE TABLE search_g1_posts (
        n INTEGER PRIMARY KEY, id TEXT NOT NULL UNIQUE, position INTEGER NOT NULL, live INTEGER NOT NULL,
        areaId TEXT, type TEXT, createdAt TEXT, authorKey TEXT, titleKey TEXT, title TEXT, content TEXT);
      CREATE VIRTUAL TABLE search_g1_posts_fts USING fts5(title, content, stems);
      CREATE TABLE search_g1_places (n INTEGER PRIMARY KEY, id TEXT NOT NULL UNIQUE, position INTEGER NOT NULL,
        live INTEGER NOT NULL, typeRank INTEGER, nameKey TEXT, doc TEXT);
      CREATE VIRTUAL TABLE search_g1_places_fts USING fts5(words, tokenize = 'ascii', prefix = '1 2 3', detail = none);
      CREATE TABLE search_g1_vocab (term TEXT PRIMARY KEY) WITHOUT ROWID;
      CREATE TABLE search_g1_vocab_del (del TEXT NOT NULL, term TEXT NOT NULL, PRIMARY KEY (del, term)) WITHOUT ROWID;
      INSERT INTO search_g1_posts VALUES (1, 'kept', 1, 1, 'area-a', 'ask', '2025-05-01T10:00:00.000Z', 'quietowl',
        'mango stall', 'Mango stall', 'Nothing much.');
    `);
    db.close();
    const index = createSqliteSearchIndex({ path });
    opened.push(index);
    expect(ids(await find(index, 'mango'))).toEqual(['kept']);
    expect(await index.upsertPost(post('kept', { title: 'Guava stall' }), 2)).toBe(true);
    expect(ids(await find(index, 'guava'))).toEqual(['kept']);
  });
});
