import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, expect, it } from 'vitest';
import { createSqliteReadStore } from './sqliteReadStore.js';

const dir = mkdtempSync(join(tmpdir(), 'mohalla-staging-indexes-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const indexedColumns = (path: string, table: string) => {
  const db = new Database(path, { readonly: true });
  try {
    return db
      .prepare<[string], { sql: string }>(
        "SELECT sql FROM sqlite_master WHERE type = 'index' AND tbl_name = ? AND sql IS NOT NULL",
      )
      .all(`rm_${table}`)
      .map((row) => row.sql);
  } finally {
    db.close();
  }
};

it('fills a staged table without its indexes and builds them when it is promoted', async () => {
  const path = join(dir, 'read.sqlite');
  const store = createSqliteReadStore({ path });
  try {
    const staging = store.staging('idx1');
    await staging.prepare(['people']);
    const people = staging.store.collection<{ _id: string; city: string }>('people', {
      indexes: [['city']],
    });
    const [pune, goa] = [
      { _id: 'a', city: 'Pune' },
      { _id: 'b', city: 'Goa' },
    ];
    await staging.store.writeBatch(
      [
        { op: 'put', collection: 'people', doc: pune, position: 1 },
        { op: 'put', collection: 'people', doc: goa, position: 2 },
      ],
      { people: 2 },
    );
    expect(await people.find({ city: 'Goa' })).toEqual([{ _id: 'b', city: 'Goa' }]);
    expect(indexedColumns(path, 'people__gidx1')).toEqual([]);

    await staging.promote(['people'], { checkpoints: ['people'], finish: async () => {} });
    const indexes = indexedColumns(path, 'people');
    expect(indexes).toHaveLength(1);
    expect(indexes[0]).toContain('city');
    expect(await store.collection('people', { indexes: [['city']] }).count({ city: 'Pune' })).toBe(1);
    // The live collection opened with the same indexes builds no twin.
    expect(indexedColumns(path, 'people')).toHaveLength(1);
  } finally {
    await store.close();
  }
});
