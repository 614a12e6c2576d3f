import { randomUUID } from 'node:crypto';
import { MongoClient } from 'mongodb';
import { afterAll, describe } from 'vitest';
import { serverFromEnv } from '../testing/optionalServer.js';
import { describeKeyStoreContract } from './keyStore.contract.js';
import { createMongoKeyStore } from './mongoKeyStore.js';

const { url, reason } = serverFromEnv('mongo', 'MONGO_URL');
// A database of its own per run: the contract's ids are random, but this keeps runs apart all the same.
const database = `keys_${randomUUID().slice(0, 8)}`;

describe.skipIf(!url)(`MongoDB key store (${reason})`, () => {
  describeKeyStoreContract('MongoDB', () => createMongoKeyStore({ url: url!, database }));
  afterAll(async () => {
    const client = new MongoClient(url!);
    await client.db(database).dropDatabase();
    await client.close();
  });
});
