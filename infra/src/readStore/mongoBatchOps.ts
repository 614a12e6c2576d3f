/**
 * A batch's writes to MongoDB as position-guarded bulk operations, one per
 * write, whose filters never overlap, so that an unordered `bulkWrite` gives
 * the same end state as the writes applied one after the other.
 *
 * The writes to one document with strictly rising positions p1 < … < pn
 * become n operations. Operation k matches the stored document only when its
 * position s lies in [p(k-1), pk) (operation 1: s < p1, or no document) and
 * writes what writes k…n, applied in order, leave: with s < pk each of their
 * position guards passes, so the result depends only on whether the document
 * is live, and only while no put or remove comes first. At most one of the n
 * operations matches any stored state, so their order in the bulk is moot.
 * A document whose positions do not rise is split into runs that do; run r
 * goes into round r, and rounds are written one after the other.
 */
import type { AnyBulkWriteOperation, Document } from 'mongodb';
import { definedEntries } from './fieldPath.js';
import type { BatchedWrite } from './port.js';

export type Stored = Document & { _id: string; _position: number; _deleted: boolean };

/** One bulk operation, and whether a duplicate key on it means a concurrent insert won (worth one retry). */
export interface BatchOp {
  op: AnyBulkWriteOperation<Stored>;
  upsert: boolean;
}

type DocWrite = Exclude<BatchedWrite, { op: 'put' }> | Extract<BatchedWrite, { op: 'put' }>;

const idOf = (write: DocWrite): string => (write.op === 'put' ? write.doc._id : write.id);

/** Rounds of bulk operations, each round a map from collection name to its operations. */
export function batchRounds(writes: readonly BatchedWrite[]): Map<string, BatchOp[]>[] {
  const byDocument = new Map<string, { collection: string; writes: DocWrite[] }>();
  for (const write of writes) {
    const key = `${write.collection}\u0000${idOf(write)}`;
    const entry = byDocument.get(key);
    if (entry) entry.writes.push(write);
    else byDocument.set(key, { collection: write.collection, writes: [write] });
  }
  const rounds: Map<string, BatchOp[]>[] = [];
  for (const { collection, writes: docWrites } of byDocument.values()) {
    risingRuns(docWrites).forEach((run, round) => {
      rounds[round] ??= new Map();
      const ops = rounds[round].get(collection) ?? [];
      for (let k = 0; k < run.length; k++) {
        const lower = k === 0 ? undefined : run[k - 1]!.position;
        ops.push(suffixOp(idOf(run[k]!), run.slice(k), lower));
      }
      rounds[round].set(collection, ops);
    });
  }
  return rounds;
}

function risingRuns(writes: readonly DocWrite[]): DocWrite[][] {
  const runs: DocWrite[][] = [];
  let run: DocWrite[] = [];
  for (const write of writes) {
    if (run.length > 0 && write.position <= run[run.length - 1]!.position) {
      runs.push(run);
      run = [];
    }
    run.push(write);
  }
  if (run.length > 0) runs.push(run);
  return runs;
}

/** The operation for a stored position in [lower, suffix[0].position): what the suffix leaves there. */
function suffixOp(id: string, suffix: readonly DocWrite[], lower: number | undefined): BatchOp {
  const range = { ...(lower === undefined ? {} : { $gte: lower }), $lt: suffix[0]!.position };
  const firstWhole = suffix.findIndex((write) => write.op !== 'patch');
  if (firstWhole === -1) {
    // Only patches: each applies to a live document, none to anything else.
    const fields: Record<string, unknown> = {};
    for (const write of suffix) if (write.op === 'patch') Object.assign(fields, patchFields(write.fields));
    const update = { $set: { ...fields, _position: suffix[suffix.length - 1]!.position } };
    return {
      op: { updateOne: { filter: { _id: id, _deleted: false, _position: range }, update } },
      upsert: false,
    };
  }
  // Patches before the first put or remove are overwritten by it, whatever the stored state.
  let replacement = whole(suffix[firstWhole]!);
  for (const write of suffix.slice(firstWhole + 1)) {
    if (write.op !== 'patch') replacement = whole(write);
    else if (!replacement._deleted) {
      replacement = { ...replacement, ...patchFields(write.fields), _position: write.position };
    }
  }
  // Only the first operation covers "no document yet" (an upsert); the others need one in their range.
  const upsert = lower === undefined;
  return { op: { replaceOne: { filter: { _id: id, _position: range }, replacement, upsert } }, upsert };
}

function whole(write: DocWrite): Stored {
  if (write.op === 'put') return { ...write.doc, _position: write.position, _deleted: false };
  return { _id: idOf(write), _position: write.position, _deleted: true };
}

function patchFields(fields: object): Record<string, unknown> {
  return Object.fromEntries(definedEntries(fields));
}
