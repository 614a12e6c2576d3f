import type Database from 'better-sqlite3';
import type { BatchedWrite, ReadDocument } from './port.js';

/** One collection's guarded writes, run synchronously so that a batch fits in one transaction. */
export interface SyncWrites {
  put(doc: ReadDocument, position: number): boolean;
  patch(id: string, fields: Record<string, unknown>, position: number): boolean;
  remove(id: string, position: number): boolean;
}

/** Where a batch's writes and checkpoints go: collection names and checkpoint store as seen by the caller. */
export interface BatchTarget {
  tableOf(collection: string): string;
  setCheckpoints(positions: Readonly<Record<string, number>>): void;
}

/**
 * `ReadStore.writeBatch` for SQLite: every write through the same prepared,
 * position-guarded statements as the single operations, then the
 * checkpoints, in one IMMEDIATE transaction: effects never land without
 * their checkpoints or the other way round, and a batch costs one commit.
 */
export function sqliteWriteBatch(db: Database.Database, writers: ReadonlyMap<string, SyncWrites>) {
  const writerOf = (collection: string) => {
    const writer = writers.get(collection);
    if (!writer)
      throw new Error(`ReadStore.writeBatch: open collection ${collection} with collection() first`);
    return writer;
  };
  const run = db.transaction(
    (
      writes: readonly BatchedWrite[],
      checkpoints: Readonly<Record<string, number>> | undefined,
      target: BatchTarget,
    ) => {
      for (const write of writes) {
        const writer = writerOf(target.tableOf(write.collection));
        if (write.op === 'put') writer.put(write.doc, write.position);
        else if (write.op === 'patch') writer.patch(write.id, write.fields, write.position);
        else writer.remove(write.id, write.position);
      }
      if (checkpoints) target.setCheckpoints(checkpoints);
    },
  );
  return (
    writes: readonly BatchedWrite[],
    checkpoints: Readonly<Record<string, number>> | undefined,
    target: BatchTarget,
  ): void => {
    if (writes.length === 0 && (!checkpoints || Object.keys(checkpoints).length === 0)) return;
    run.immediate(writes, checkpoints, target);
  };
}
export type SqliteWriteBatch = ReturnType<typeof sqliteWriteBatch>;
