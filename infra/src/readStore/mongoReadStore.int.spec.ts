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
