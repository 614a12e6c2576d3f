import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryPlan } from '../testing/preparedStatements.js';
import { indexSqlOf } from '../testing/readStoreIndexes.js';
import type { Collection, ReadStore } from './port.js';
import { createSqliteReadStore } from './sqliteReadStore.js';

const dir = mkdtempSync(join(tmpdir(), 'mohalla-indexes-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

interface Post {
  _id: string;
  areaId: string;
  topicId: string;
  seq: number;
  title: string;
}

const POST_INDEXES = [
  ['areaId', ['seq', 'desc']],
  ['areaId', 'topicId', ['seq', 'desc']],
  [['title', 'asc']],
] as const;

let path: string;
let store: ReadStore;
let statements: string[];

beforeEach(() => {
  path = join(dir, `${crypto.randomUUID()}.sqlite`);
  statements = [];
  // Every statement the adapter prepares, to ask SQLite how it would run it.
  const prepare = Database.prototype.prepare;
  vi.spyOn(Database.prototype, 'prepare').mockImplementation(function (this: Database.Database, sql: string) {
    statements.push(sql);
    return prepare.call(this, sql);
  } as typeof prepare);
  store = createSqliteReadStore({ path });
});
afterEach(async () => {
  vi.restoreAllMocks();
  await store.close();
});

/** How SQLite runs the last `find` the adapter prepared. */
function planOfLastFind(): string {
  const sql = statements.filter((s) => s.startsWith('SELECT doc FROM') && s.includes('ORDER BY')).at(-1);
  if (!sql) throw new Error('no find was prepared');
  return queryPlan(path, sql).join('\n');
}

const indexSql = () => indexSqlOf(path, 'posts');

async function seed(): Promise<Collection<Post>> {
  const posts = store.collection<Post>('posts', { indexes: POST_INDEXES });
  for (let seq = 1; seq <= 60; seq++) {
    const title = seq % 2 === 0 ? `title ${seq}` : `Title ${seq}`;
    await posts.put({ _id: `p${seq}`, areaId: `a${seq % 2}`, topicId: `t${seq % 3}`, seq, title }, seq);
  }
  return posts;
}

describe('declared sort keys', () => {
  it('read an area page newest first straight off the index, cursor included', async () => {
    const posts = await seed();
    const page = await posts.find({ areaId: 'a0' }, { sort: [['seq', 'desc']], limit: 3 });
    expect(page.map((p) => p._id)).toEqual(['p60', 'p58', 'p56']);
    expect(planOfLastFind()).toMatch(/^SEARCH rm_posts USING INDEX \S+ \(<expr>=\?\)$/);

    const next = await posts.find({ areaId: 'a0', seq: { lt: 56 } }, { sort: [['seq', 'desc']], limit: 2 });
    expect(next.map((p) => p._id)).toEqual(['p54', 'p52']);
    expect(planOfLastFind()).toMatch(/^SEARCH rm_posts USING INDEX \S+ \(<expr>=\? AND <expr><\?\)$/);

    const topic = await posts.find({ areaId: 'a0', topicId: 't0' }, { sort: [['seq', 'desc']], limit: 2 });
    expect(topic.map((p) => p._id)).toEqual(['p60', 'p54']);
    expect(planOfLastFind()).toMatch(/^SEARCH rm_posts USING INDEX \S+ \(<expr>=\? AND <expr>=\?\)$/);
  });

  it('sort strings case-insensitively through the index, ties by _id', async () => {
    const posts = await seed();
    await posts.put({ _id: 'z', areaId: 'a9', topicId: 't', seq: 0, title: 'TITLE 1' }, 99);
    const titles = await posts.find({}, { sort: [['title', 'asc']], limit: 4 });
    expect(titles.map((p) => p._id)).toEqual(['p1', 'z', 'p10', 'p11']);
    const plan = planOfLastFind();
    expect(plan).toMatch(/USING INDEX/);
    expect(plan).not.toMatch(/TEMP B-TREE/);
  });

  it('leave a sort the index does not declare to a sort step, with the same answer', async () => {
    const posts = await seed();
    const page = await posts.find({ areaId: 'a1' }, { sort: [['seq', 'asc']], limit: 2 });
    expect(page.map((p) => p._id)).toEqual(['p1', 'p3']);
    expect(planOfLastFind()).toMatch(/TEMP B-TREE/);
  });
});

describe('indexes from before sort keys', () => {
  it('are dropped once the collection declares its indexes, and nothing is built twice', async () => {
    await store.close();
    const db = new Database(path);
    db.exec(`CREATE TABLE "rm_posts" (_id TEXT PRIMARY KEY, position INTEGER NOT NULL,
      deleted INTEGER NOT NULL DEFAULT 0, doc TEXT)`);
    db.exec(`CREATE INDEX "ix_posts__areaId__seq" ON "rm_posts"
      (json_extract(doc, '$.areaId'), json_extract(doc, '$.seq')) WHERE deleted = 0`);
    db.close();
    store = createSqliteReadStore({ path });
    store.collection('posts', { indexes: POST_INDEXES });
    store.collection('posts', { indexes: [...POST_INDEXES] });
    const created = indexSql();
    expect(created).toHaveLength(POST_INDEXES.length);
    for (const sql of created) expect(sql).toMatch(/, _id\) WHERE deleted = 0$/);
    expect(created.join('\n')).not.toContain('ix_posts__areaId__seq"');
  });

  it('stay while the collection is opened without declaring any (a reader)', async () => {
    store.collection('posts', { indexes: POST_INDEXES });
    store.collection('posts');
    expect(indexSql()).toHaveLength(POST_INDEXES.length);
  });
});
