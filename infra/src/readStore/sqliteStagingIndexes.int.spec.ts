import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { indexSqlOf } from '../testing/readStoreIndexes.js';
import { createSqliteReadStore } from './sqliteReadStore.js';

const dir = mkdtempSync(join(tmpdir(), 'mohalla-staging-indexes-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

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
    expect(indexSqlOf(path, 'people__gidx1')).toEqual([]);

    await staging.promote(['people'], { checkpoints: ['people'], finish: async () => {} });
    const indexes = indexSqlOf(path, 'people');
    expect(indexes).toHaveLength(1);
    expect(indexes[0]).toContain('city');
    expect(await store.collection('people', { indexes: [['city']] }).count({ city: 'Pune' })).toBe(1);
    // The live collection opened with the same indexes builds no twin.
    expect(indexSqlOf(path, 'people')).toHaveLength(1);
  } finally {
    await store.close();
  }
});
