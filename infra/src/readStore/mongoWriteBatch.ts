/**
 * `ReadStore.writeBatch` for MongoDB: per round (see mongoBatchOps.ts), one
 * unordered `bulkWrite` per collection, the collections side by side, then
 * the checkpoints. A crash in between means a redelivery, which the guards
 * absorb.
 */
import {
  type AnyBulkWriteOperation,
  type Db,
  MongoBulkWriteError,
  type Collection as MongoCollection,
  MongoServerError,
} from 'mongodb';
import { type BatchOp, batchRounds, type Stored } from './mongoBatchOps.js';
import type { ServerTraits } from './mongoServerTraits.js';
import type { BatchedWrite, CheckpointStore } from './port.js';

const DUPLICATE_KEY = 11000;

/** What the batch needs of one collection: the driver's handle, its indexes' readiness and its write queue. */
export interface BatchTarget {
  collection: MongoCollection<Stored>;
  ready: Promise<void>;
  write<R>(op: () => Promise<R>): Promise<R>;
  /** An unordered bulk goes on past a failed upsert and says which one failed (not on FerretDB 1.24). */
  unorderedUpserts: boolean;
}

export async function mongoWriteBatch(
  writes: readonly BatchedWrite[],
  positions: Readonly<Record<string, number>> | undefined,
  targetOf: (collection: string) => BatchTarget,
  checkpoints: CheckpointStore,
): Promise<void> {
  for (const round of batchRounds(writes)) {
    await Promise.all(
      [...round].map(async ([name, ops]) => {
        const target = targetOf(name);
        await target.ready;
        await target.write(() =>
          target.unorderedUpserts
            ? bulkWithRetry(target.collection, ops)
            : updatesThenInserts(target.collection, ops),
        );
      }),
    );
  }
  if (positions && Object.keys(positions).length > 0) await checkpoints.setMany(positions);
}

/**
 * A duplicate key on a guarded upsert means the stored document did not
 * match its guard (it is newer, or another operation of the batch covers it).
 * It may also mean a concurrent upsert of a new id won the insert race, so
 * such an upsert is tried once more against the document that now exists, as
 * `put` does.
 */
async function bulkWithRetry(collection: MongoCollection<Stored>, ops: readonly BatchOp[]): Promise<void> {
  const refused = await duplicateKeys(
    collection.bulkWrite(
      ops.map((op) => op.op),
      { ordered: false },
    ),
    (index) => ops[index]?.upsert === true,
  );
  if (refused.length === 0) return;
  const again = refused.map((index) => ops[index]!);
  await duplicateKeys(
    collection.bulkWrite(
      again.map((op) => op.op),
      { ordered: false },
    ),
    (index) => again[index]?.upsert === true,
  );
}

/**
 * FerretDB 1.24 stops an unordered bulk of updates at its first error and
 * reports it at the wrong index, so there no upsert may fail: every operation
 * is sent as a plain guarded update (none can fail), then each document's
 * first operation as an insert, unordered (inserts do go on past a duplicate
 * key, and report it where it was). A document that existed was handled by
 * its updates; one that did not is inserted. Racing writers are not covered:
 * FerretDB's conditional updates are not atomic anyway (see the README).
 */
async function updatesThenInserts(
  collection: MongoCollection<Stored>,
  ops: readonly BatchOp[],
): Promise<void> {
  await collection.bulkWrite(
    ops.map(({ op }) => withoutUpsert(op)),
    { ordered: false },
  );
  const inserts = ops.flatMap(({ op, upsert }) =>
    upsert && 'replaceOne' in op ? [op.replaceOne.replacement as Stored] : [],
  );
  if (inserts.length === 0) return;
  await duplicateKeys(collection.insertMany(inserts, { ordered: false }), () => true);
}

function withoutUpsert(op: AnyBulkWriteOperation<Stored>): AnyBulkWriteOperation<Stored> {
  return 'replaceOne' in op ? { replaceOne: { ...op.replaceOne, upsert: false } } : op;
}

/** Awaits a bulk; returns the indexes refused for a duplicate key where `allowed`, throws any other error. */
async function duplicateKeys(bulk: Promise<unknown>, allowed: (index: number) => boolean): Promise<number[]> {
  try {
    await bulk;
    return [];
  } catch (error) {
    if (!(error instanceof MongoBulkWriteError)) throw error;
    const errors = Array.isArray(error.writeErrors) ? error.writeErrors : [error.writeErrors];
    if (errors.length === 0) throw error;
    return errors.map((writeError) => {
      if (writeError.code !== DUPLICATE_KEY || !allowed(writeError.index)) {
        throw new MongoServerError({
          message: writeError.errmsg ?? 'bulk write error',
          code: writeError.code,
        });
      }
      return writeError.index;
    });
  }
}

/**
 * Every collection's batch target by name, made on first use: `collection()`
 * and `writeBatch` share one write queue per collection (see `write` below),
 * and a batch waits for the indexes `collection()` asked for.
 */
export function batchTargets(db: Db, traits: ServerTraits) {
  const targets = new Map<string, BatchTarget>();
  const get = (name: string): BatchTarget => {
    let target = targets.get(name);
    if (target === undefined) {
      target = {
        collection: db.collection<Stored>(name),
        ready: Promise.resolve(),
        write: writeQueue(traits.atomicConditionalWrites),
        unorderedUpserts: traits.unorderedBulkUpserts,
      };
      targets.set(name, target);
    }
    return target;
  };
  return {
    get,
    /** Adds indexes being made to what the collection's batches wait for. */
    awaitIndexes(name: string, ready: Promise<void>): BatchTarget {
      const target = get(name);
      const before = target.ready;
      target.ready = Promise.all([before, ready]).then(() => undefined);
      target.ready.catch(() => undefined);
      return target;
    },
  };
}

/** Without atomic conditional writes (FerretDB), this process at least never races itself. */
function writeQueue(atomicConditionalWrites: boolean): BatchTarget['write'] {
  let tail: Promise<unknown> = Promise.resolve();
  return <R>(op: () => Promise<R>): Promise<R> => {
    if (atomicConditionalWrites) return op();
    const result = tail.then(op, op);
    tail = result.catch(() => undefined);
    return result;
  };
}
