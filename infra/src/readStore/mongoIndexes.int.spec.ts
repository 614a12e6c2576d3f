import { MongoClient } from 'mongodb';
import { afterAll, describe, expect, it } from 'vitest';
import { serverFromEnv } from '../testing/optionalServer.js';
import { createMongoReadStore } from './mongoReadStore.js';
import type { CollectionOptions } from './port.js';

const { url, reason } = serverFromEnv('mongo', 'MONGO_URL');
const database = `readstore_restart_${Date.now().toString(36)}_${process.pid}`;

type Post = { _id: string; areaId: string; seq: number };

describe.skipIf(!url)(`MongoDB ReadStore restarted on existing data (${reason})`, () => {
  afterAll(async () => {
    const client = await MongoClient.connect(url!);
    await client.db(database).dropDatabase();
    await client.close();
  });

  // FerretDB 1.24 panicked on a createIndexes of two or more indexes that all existed: every
  // projector restart on existing data asked for them again on its first write.
  it('reopens a database whose collections and indexes exist, and reads and writes as before', async () => {
    const options: CollectionOptions = {
      indexes: [['areaId'], ['areaId', ['seq', 'desc']], [['seq', 'asc']]],
    };
    const first = await createMongoReadStore({ url: url!, database });
    try {
      await first.collection<Post>('posts', options).put({ _id: 'p1', areaId: 'a', seq: 1 }, 1);
      await first.writeBatch([
        { op: 'put', collection: 'posts', doc: { _id: 'p2', areaId: 'a', seq: 2 } as Post, position: 2 },
      ]);
    } finally {
      await first.close();
    }
    for (let restart = 1; restart <= 2; restart++) {
      const again = await createMongoReadStore({ url: url!, database });
      try {
        const posts = again.collection<Post>('posts', options);
        expect(await posts.put({ _id: `r${restart}`, areaId: 'a', seq: 10 + restart }, 10 + restart)).toBe(
          true,
        );
        await again.writeBatch([
          { op: 'patch', collection: 'posts', id: 'p1', fields: { seq: 5 }, position: 3 + restart },
        ]);
        expect(
          (await posts.find({ areaId: 'a' }, { sort: [['seq', 'desc']], limit: 2 })).map((p) => p._id),
        ).toEqual([`r${restart}`, ...(restart === 2 ? ['r1'] : ['p1'])]);
      } finally {
        await again.close();
      }
    }
    const client = await MongoClient.connect(url!);
    try {
      const names = (await client.db(database).collection('posts').indexes()).map((index) => index.name);
      // _id plus the three declared, each once.
      expect(names).toHaveLength(4);
      expect(new Set(names).size).toBe(4);
    } finally {
      await client.close();
    }
  });
});
