import { createSqliteReadStore, silentLogger } from '@mohalla/infra';
import { expect, it } from 'vitest';
import { indexSqlOf } from '../../infra/src/testing/readStoreIndexes.js';
import { ALL_PROJECTIONS } from './registry.js';
import { startProjector } from './runner.js';
import { projectorStoreFolder } from './testing/projectorStores.js';

const { open, path } = projectorStoreFolder('mohalla-runner-indexes-');

it('makes the declared indexes when it starts, before any event arrives for the collection', {
  timeout: 60_000,
}, async () => {
  const readPath = path('indexes', 'read');
  // A database from before the sort keys: the posts table is there, without its indexes.
  const old = createSqliteReadStore({ path: readPath });
  await old.collection('posts').count();
  await old.close();
  expect(indexSqlOf(readPath, 'posts')).toEqual([]);

  const { eventStore, readStore, searchIndex, close } = open('indexes');
  const projector = startProjector({
    eventStore,
    readStore,
    searchIndex,
    projections: ALL_PROJECTIONS,
    logger: silentLogger,
  });
  try {
    await projector.caughtUp; // an empty log: nothing to apply
    const posts = indexSqlOf(readPath, 'posts');
    // An area's thread list, newest first: equality on the area, then the sort key, then the tie-break.
    expect(posts.some((sql) => /areaId.*seq.*DESC.*_id/s.test(sql))).toBe(true);
    expect(indexSqlOf(readPath, 'replies').some((sql) => /postId.*seq.*ASC/s.test(sql))).toBe(true);
  } finally {
    await projector.stop();
    await close();
  }
});
