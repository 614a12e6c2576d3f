import { MongoClient } from 'mongodb';
import { afterAll, describe, expect, it } from 'vitest';
import { serverFromEnv } from '../testing/optionalServer.js';
import { toMongoFilter } from './mongoQuery.js';
import { createMongoReadStore } from './mongoReadStore.js';
import { describeReadStoreContract } from './readStore.contract.js';

const { url, reason } = serverFromEnv('mongo', 'MONGO_URL');
// One database per run, dropped afterwards, so runs can share a server.
const database = `readstore_contract_${Date.now().toString(36)}_${process.pid}`;

describe.skipIf(!url)(`MongoDB ReadStore (${reason})`, () => {
  afterAll(async () => {
    const client = await MongoClient.connect(url!);
    await client.db(database).dropDatabase();
    await client.close();
  });

  describeReadStoreContract('MongoDB', () => createMongoReadStore({ url: url!, database }));

  it('carries the live indexes over to a promoted collection that never declared them', async () => {
    const store = await createMongoReadStore({ url: url!, database });
    try {
      store.collection('indexed', { indexes: [['areaId', 'seq']] });
      await store.collection('indexed').count(); // the index is built by then
      const staging = store.staging('i1');
      await staging.prepare(['indexed']);
      await staging.store.collection('indexed').put({ _id: 'p' }, 1);
      await staging.promote(['indexed'], { checkpoints: [], finish: async () => {} });
      const client = await MongoClient.connect(url!);
      try {
        const names = (await client.db(database).collection('indexed').indexes()).map((i) => i.name);
        expect(names.some((name) => name?.startsWith('rs_areaId__seq'))).toBe(true);
        const collections = await client.db(database).listCollections({}, { nameOnly: true }).toArray();
        expect(collections.map((c) => c.name).filter((n) => n.startsWith('indexed'))).toEqual(['indexed']);
      } finally {
        await client.close();
      }
    } finally {
      await store.close();
    }
  });

  it('carries on with a promote that had got past finish, without calling finish again', async () => {
    const store = await createMongoReadStore({ url: url!, database });
    try {
      const staging = store.staging('r1');
      await staging.prepare(['resumed']);
      await staging.store.collection('resumed').put({ _id: 'staged' }, 1);
      await staging.store.checkpoints.set('resumed', 7);
      // What a crash after `finish` leaves behind (the marker mongoStaging sets then).
      await staging.store.checkpoints.set('@promoting', 1);
      await staging.promote(['resumed'], {
        checkpoints: ['resumed'],
        finish: async () => {
          throw new Error('finish must not run twice');
        },
      });
      expect(await store.collection('resumed').find()).toEqual([{ _id: 'staged' }]);
      expect(await store.checkpoints.get('resumed')).toBe(7);
    } finally {
      await store.close();
    }
  });

  // Real MongoDB takes this path under its collation; checked here on whatever server we have.
  it('keeps string equality exact in the filter used under a collation', async () => {
    const client = await MongoClient.connect(url!);
    try {
      const collection = client.db(database).collection('exactStrings');
      await collection.insertMany([
        { _id: 'a' as never, name: 'Alice' },
        { _id: 'b' as never, name: 'alice' },
        { _id: 'c' as never, name: 'a.ice\n' },
        { _id: 'd' as never, name: 5 },
      ]);
      const ids = async (filter: Parameters<typeof toMongoFilter>[0]) =>
        (await collection.find(toMongoFilter(filter, true)).sort({ _id: 1 }).toArray()).map((d) => d._id);
      expect(await ids({ name: 'alice' })).toEqual(['b']);
      expect(await ids({ name: 'a.ice' })).toEqual([]);
      expect(await ids({ name: 'a.ice\n' })).toEqual(['c']);
      expect(await ids({ name: { in: ['Alice', 5, 'nobody'] } })).toEqual(['a', 'd']);
    } finally {
      await client.close();
    }
  });
});
