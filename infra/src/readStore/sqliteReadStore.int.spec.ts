import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, expect, it } from 'vitest';
import { describeReadStoreContract } from './readStore.contract.js';
import { createSqliteReadStore } from './sqliteReadStore.js';

const dir = mkdtempSync(join(tmpdir(), 'mohalla-readstore-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describeReadStoreContract('SQLite', async () => createSqliteReadStore({ path: join(dir, 'read.sqlite') }));

it('keeps one index per declared field list through promotes and reopening (index names are global)', async () => {
  const path = join(dir, 'indexes.sqlite');
  const indexes = [['areaId', 'seq'], ['name']];
  const store = createSqliteReadStore({ path });
  store.collection('posts', { indexes });
  for (const generation of ['a1', 'a2']) {
    const staging = store.staging(generation);
    // The second generation never declares its indexes: promote carries the live ones over.
    if (generation === 'a1') staging.store.collection('posts', { indexes });
    await staging.prepare(['posts']);
    await staging.promote(['posts'], { checkpoints: [], finish: async () => {} });
  }
  await store.close();
  const reopened = createSqliteReadStore({ path });
  reopened.collection('posts', { indexes });
  await reopened.close();
  const db = new Database(path, { readonly: true });
  const names = db
    .prepare(
      "SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'rm_posts' AND sql IS NOT NULL",
    )
    .all();
  const tables = db
    .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name LIKE 'rm_posts%'")
    .all();
  db.close();
  expect(names).toHaveLength(2);
  expect(tables).toEqual([{ name: 'rm_posts' }]);
});
