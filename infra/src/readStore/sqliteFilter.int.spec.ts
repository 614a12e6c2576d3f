import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { createSqliteReadStore } from './sqliteReadStore.js';

const dir = mkdtempSync(join(tmpdir(), 'mohalla-filter-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it("keeps string equality exact where SQLite would see an object's or an array's JSON text", async () => {
  const store = createSqliteReadStore({ path: join(dir, 'filter.sqlite') });
  try {
    const things = store.collection<{ _id: string; value: unknown }>('things', { indexes: [['value']] });
    await things.put({ _id: 'object', value: { a: 1 } }, 1);
    await things.put({ _id: 'array', value: [1, 2] }, 2);
    await things.put({ _id: 'string', value: '{"a":1}' }, 3);
    await things.put({ _id: 'plain', value: 'a' }, 4);
    await things.put({ _id: 'number', value: 1 }, 5);
    await things.put({ _id: 'true', value: true }, 6);
    const ids = async (value: string | number | { in: string[] }) =>
      (await things.find({ value }, { sort: [['_id', 'asc']] })).map((thing) => thing._id);
    expect(await ids('{"a":1}')).toEqual(['string']);
    expect(await ids('[1,2]')).toEqual([]);
    expect(await ids({ in: ['a', '[1,2]', '{"a":1}'] })).toEqual(['plain', 'string']);
    expect(await ids('a')).toEqual(['plain']);
    expect(await ids('1')).toEqual([]);
    expect(await ids(1)).toEqual(['number']);
  } finally {
    await store.close();
  }
});
