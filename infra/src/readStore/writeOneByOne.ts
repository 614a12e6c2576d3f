import type { BatchedWrite, CheckpointStore, ReadStore } from './port.js';

/**
 * `writeBatch` as its single operations, one after the other, then the
 * checkpoints: the same guards and end state, without the batch's single
 * round trip or atomicity (a crash in between means a redelivery, which the
 * guards absorb). For a staging view whose adapter has no batch of its own.
 */
export async function writeOneByOne(
  collection: ReadStore['collection'],
  checkpoints: CheckpointStore,
  writes: readonly BatchedWrite[],
  positions?: Readonly<Record<string, number>>,
): Promise<void> {
  for (const write of writes) {
    const target = collection(write.collection);
    if (write.op === 'put') await target.put(write.doc, write.position);
    else if (write.op === 'patch') await target.patch(write.id, write.fields, write.position);
    else await target.remove(write.id, write.position);
  }
  if (positions && Object.keys(positions).length > 0) await checkpoints.setMany(positions);
}
