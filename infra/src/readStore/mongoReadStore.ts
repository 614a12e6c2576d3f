/**
 * MongoDB ReadStore. Each document carries `_position` (the log position that
 * last wrote it) and `_deleted` (tombstone flag); reads strip both.
 *
 * FerretDB 1.x gaps (found running v1.24.0 on its SQLite and PostgreSQL
 * backends; also listed in infra/README.md):
 * - `collation` on find, count (aggregate), update and createIndexes answers
 *   NotImplemented (238). Probed once at start-up; without it, a sorted find
 *   fetches every matching document and sorts in process with an ICU collator
 *   at the same strength, then skips/limits. Correct, but memory grows with
 *   the matching set: fine for tests and small data only.
 * - Conditional updates are not atomic: it reads the matching documents, then
 *   writes them back by `_id` alone, so concurrent guarded writes to one
 *   document can let an older position win. Detected via `buildInfo`; this
 *   store then queues its writes per collection, which protects one process,
 *   not several writing the same collection.
 * - `partialFilterExpression` on createIndexes answers NotImplemented, so
 *   indexes are plain (tombstones are indexed too).
 * - Pipeline updates are refused (error 14), so `removeWhere` marks tombstones
 *   with `$set` and leaves their body (never returned); `remove` replaces it.
 *   Same on real MongoDB, to keep one code path.
 * - `createIndexes` of two or more indexes that all exist panics (the
 *   connection drops), so indexes are listed and the missing ones made one
 *   at a time (mongoIndexes.ts).
 * - An unordered bulk of updates stops at its first error and reports it at
 *   index 0, so `writeBatch` sends no upserts there (mongoWriteBatch.ts).
 * The same on its PostgreSQL backend (what infra:up runs), checked there.
 * On real MongoDB the collation applies to every filtered or sorted read and
 * write, and its indexes are built with it; string equality stays exact
 * through `toMongoFilter(…, true)`.
 */
import { type Document, MongoClient, type Collection as MongoCollection, MongoServerError } from 'mongodb';
import { collectionCache } from './collectionCache.js';
import { definedEntries } from './fieldPath.js';
import { indexKeysName, parseIndexKeys } from './indexKeys.js';
import type { Stored } from './mongoBatchOps.js';
import { mongoCheckpoints } from './mongoCheckpoints.js';
import { ensureIndexes } from './mongoIndexes.js';
import { sortInMemory, toMongoFilter, toMongoSort } from './mongoQuery.js';
import { COLLATION, detectServerTraits, type ServerTraits } from './mongoServerTraits.js';
import { mongoStagingArea, STAGED_CHECKPOINTS } from './mongoStaging.js';
import { batchTargets, mongoWriteBatch } from './mongoWriteBatch.js';
import type { Collection, CollectionOptions, Filter, ReadDocument, ReadStore } from './port.js';

const DUPLICATE_KEY = 11000;
const SERVER_SELECTION_MS = 2_500;
const HEARTBEAT_MS = 2_000;
const CHECKPOINTS = '_checkpoints';

export async function createMongoReadStore(options: { url: string; database: string }): Promise<ReadStore> {
  // A bounded pool: FerretDB deadlocks when more requests than its PostgreSQL pool are in flight
  // while one creates a collection or an index (infra/README.md); 16 per process stays well below it.
  // While the server is down a request fails within SERVER_SELECTION_MS (a 503, see storeUnavailable.ts)
  // instead of the driver's 30 s; the driver's monitor reconnects by itself once it is back.
  const client = new MongoClient(options.url, {
    ignoreUndefined: true,
    maxPoolSize: 16,
    serverSelectionTimeoutMS: SERVER_SELECTION_MS,
    heartbeatFrequencyMS: HEARTBEAT_MS,
  });
  await client.connect();
  try {
    const db = client.db(options.database);
    const traits = await detectServerTraits(db, CHECKPOINTS);
    const targets = batchTargets(db, traits);
    const collections = collectionCache((name, collectionOptions) =>
      mongoCollection(name, targets, collectionOptions, traits),
    );
    const checkpoints = mongoCheckpoints(db.collection(CHECKPOINTS));
    const stagedCheckpoints = mongoCheckpoints(db.collection(STAGED_CHECKPOINTS));
    return {
      collection: collections.get,
      checkpoints,
      writeBatch: (writes, positions) => mongoWriteBatch(writes, positions, targets.get, checkpoints),
      staging: (generation) =>
        mongoStagingArea(db, collections, checkpoints, stagedCheckpoints, generation, targets.get),
      async close() {
        collections.clear();
        await client.close();
      },
    };
  } catch (error) {
    await client.close();
    throw error;
  }
}

function strip<T>(stored: Stored): T {
  const { _position, _deleted, ...doc } = stored;
  return doc as T;
}

/**
 * Upserts guarded by `_position < position`: a duplicate key means a stored
 * document did not match the guard. The first one may only mean a concurrent
 * upsert of a new id won the insert race, so it is tried once more against the
 * document that now exists; ids are never deleted short of `clear`.
 */
async function guardedReplace(collection: MongoCollection<Stored>, replacement: Stored): Promise<boolean> {
  const guard = { _id: replacement._id, _position: { $lt: replacement._position } };
  for (let attempt = 1; ; attempt++) {
    try {
      const result = await collection.replaceOne(guard, replacement, { upsert: true });
      return result.matchedCount + result.upsertedCount > 0;
    } catch (error) {
      if (!(error instanceof MongoServerError && error.code === DUPLICATE_KEY)) throw error;
      if (attempt === 2) return false;
    }
  }
}

function mongoCollection<T extends ReadDocument>(
  name: string,
  targets: ReturnType<typeof batchTargets>,
  options: CollectionOptions,
  traits: ServerTraits,
): Collection<T> & { readEntry(id: string): Promise<{ doc: T | null; position: number } | null> } {
  const collated = traits.collation;
  const specs = (options.indexes ?? [])
    .filter((keys) => keys.length > 0)
    .map((keys) => ({
      // Sort keys in their direction, then `_id`, every sort's tie-break: a page comes off the index unsorted.
      key: {
        ...Object.fromEntries(
          parseIndexKeys(keys).map((key) => [key.path, key.direction === 'desc' ? -1 : 1]),
        ),
        _id: 1,
      },
      name: `rs_${indexKeysName(keys)}__id${collated ? '_ci' : ''}`,
      ...(collated ? { collation: COLLATION } : {}),
    }));
  const { collection, write } = targets.get(name);
  const ready = ensureIndexes(collection, specs);
  // Surfaced by the first operation; this only keeps an unused collection from crashing the process.
  ready.catch(() => undefined);
  // The store's batches wait for these indexes too, and share this collection's write queue.
  targets.awaitIndexes(name, ready);

  const live = (filter?: Filter): Document => ({ ...toMongoFilter(filter, collated), _deleted: false });
  const collation = collated ? { collation: COLLATION } : {};
  const setFields = (fields: object, position: number) => ({
    $set: { ...Object.fromEntries(definedEntries(fields)), _position: position },
  });

  return {
    async get(id) {
      await ready;
      const stored = await collection.findOne({ _id: id, _deleted: false });
      return stored ? strip<T>(stored) : null;
    },
    // Beyond the port, as SQLite's: lets the projector's write-back overlay guard writes in memory
    // and hand them to `writeBatch`, instead of writing them one by one.
    async readEntry(id) {
      await ready;
      const stored = await collection.findOne({ _id: id });
      if (!stored) return null;
      return { doc: stored._deleted ? null : strip<T>(stored), position: stored._position };
    },
    async find(filter, findOptions = {}) {
      await ready;
      const { limit, skip = 0 } = findOptions;
      if (limit === 0) return [];
      const sort = toMongoSort(findOptions.sort);
      if (!collated && findOptions.sort?.length) {
        const all = await collection.find(live(filter)).toArray();
        const page = sortInMemory(all, sort).slice(skip, limit === undefined ? undefined : skip + limit);
        return page.map((stored) => strip<T>(stored));
      }
      const cursor = collection.find(live(filter), collation).sort(sort).skip(skip);
      if (limit !== undefined) cursor.limit(limit);
      return (await cursor.toArray()).map((stored) => strip<T>(stored));
    },
    async count(filter) {
      await ready;
      return collection.countDocuments(live(filter), collation);
    },
    async put(doc, position) {
      await ready;
      return write(() => guardedReplace(collection, { ...doc, _position: position, _deleted: false }));
    },
    async patch(id, fields, position) {
      await ready;
      return write(async () => {
        const guard = { _id: id, _deleted: false, _position: { $lt: position } };
        return (await collection.updateOne(guard, setFields(fields, position))).matchedCount > 0;
      });
    },
    async patchWhere(filter, fields, position) {
      await ready;
      return write(async () => {
        const guard = { ...live(filter), _position: { $lt: position } };
        return (await collection.updateMany(guard, setFields(fields, position), collation)).matchedCount;
      });
    },
    async remove(id, position) {
      await ready;
      return write(() => guardedReplace(collection, { _id: id, _position: position, _deleted: true }));
    },
    async removeWhere(filter, position) {
      await ready;
      return write(async () => {
        const guard = { ...live(filter), _position: { $lt: position } };
        const tombstone = { $set: { _deleted: true, _position: position } };
        return (await collection.updateMany(guard, tombstone, collation)).matchedCount;
      });
    },
    async clear() {
      await ready;
      return write(async () => {
        await collection.deleteMany({});
      });
    },
  };
}
