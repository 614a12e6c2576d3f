import type { collectionCache } from './collectionCache.js';
import type { CheckpointStore, ReadStore } from './port.js';

/**
 * The read store a rebuild writes through: every collection name maps to its
 * staged twin (`<name>__g<generation>`) and checkpoints are the staged ones.
 * The same for every adapter; only preparing and promoting differ.
 */
export function stagedStoreView(
  collections: ReturnType<typeof collectionCache>,
  stagedNameOf: (name: string) => string,
  checkpoints: CheckpointStore,
  /** The adapter's own batch, writing to the staged collections and checkpoints. */
  writeBatch: ReadStore['writeBatch'],
): ReadStore {
  const collection: ReadStore['collection'] = (name, options) => collections.get(stagedNameOf(name), options);
  return {
    collection,
    checkpoints,
    writeBatch,
    staging() {
      throw new Error('ReadStore: a staging area has no staging area of its own');
    },
    async close() {},
  };
}
