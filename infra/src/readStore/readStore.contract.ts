import { describe } from 'vitest';
import type { ReadStore } from './port.js';
import { describeWriteBatch } from './readStoreContract.batch.js';
import { contractContext } from './readStoreContract.fixtures.js';
import { describeReads } from './readStoreContract.reads.js';
import { describeStaging } from './readStoreContract.staging.js';
import { describeStoreWide } from './readStoreContract.store.js';
import { describeWrites } from './readStoreContract.writes.js';

/**
 * The ReadStore contract, run once per adapter. `makeStore` may be called more
 * than once and must then open the same underlying data (same file, same
 * database), which is how the suite checks that writes outlive a store.
 * Collection names are unique per run, so a shared server is fine.
 */
export function describeReadStoreContract(name: string, makeStore: () => Promise<ReadStore>): void {
  describe(`ReadStore contract: ${name}`, () => {
    const ctx = contractContext(makeStore);
    describeReads(ctx);
    describeWrites(ctx);
    describeWriteBatch(ctx);
    describeStoreWide(ctx);
    describeStaging(ctx);
  });
}
