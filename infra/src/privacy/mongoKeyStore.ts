import { Binary, MongoClient, MongoServerError } from 'mongodb';
import type { KeyStore, StoredKey } from './keyStore.js';

const DUPLICATE_KEY = 11000;
export const KEY_COLLECTION = 'person_keys';

interface KeyDocument {
  _id: string;
  wrapped: Binary | null;
  destroyedAt?: Date;
}

/**
 * The scaled edition's key store: a MongoDB collection of its own
 * (`person_keys`), apart from the read models (which rebuilds drop and
 * refill). The client connects on first use, so opening stays synchronous.
 */
export function createMongoKeyStore(options: { url: string; database: string }): KeyStore {
  const client = new MongoClient(options.url, { serverSelectionTimeoutMS: 2_500 });
  const keys = client.db(options.database).collection<KeyDocument>(KEY_COLLECTION);
  const toStored = (doc: KeyDocument | null): StoredKey | undefined => {
    if (!doc) return undefined;
    return doc.wrapped ? { state: 'live', wrapped: Buffer.from(doc.wrapped.buffer) } : { state: 'destroyed' };
  };
  return {
    async createIfAbsent(keyId, wrapped) {
      try {
        await keys.insertOne({ _id: keyId, wrapped: new Binary(wrapped) });
      } catch (error) {
        if (!(error instanceof MongoServerError) || error.code !== DUPLICATE_KEY) throw error;
      }
      return toStored(await keys.findOne({ _id: keyId }))!;
    },
    async find(keyId) {
      return toStored(await keys.findOne({ _id: keyId }));
    },
    async destroy(keyId) {
      // Replaced whole, not hidden: the document no longer holds the wrapped key.
      await keys.replaceOne({ _id: keyId }, { wrapped: null, destroyedAt: new Date() }, { upsert: true });
    },
    async close() {
      await client.close();
    },
  };
}
