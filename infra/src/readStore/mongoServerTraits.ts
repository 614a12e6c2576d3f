import { type Db, MongoServerError } from 'mongodb';

/** What the server behind the wire protocol can be trusted with (see the FerretDB gaps in mongoReadStore.ts). */
export interface ServerTraits {
  /** Honours `collation` on reads, writes and indexes. */
  collation: boolean;
  /**
   * Applies a conditional update atomically with its filter. FerretDB 1.x
   * reads the matching documents, then writes them back by `_id` alone, so
   * two concurrent guarded writes can both pass the guard.
   */
  atomicConditionalWrites: boolean;
  /**
   * An unordered bulkWrite goes on past a failed operation and reports its
   * index. FerretDB 1.24 stops a bulk of updates at the first error (an
   * upsert's duplicate key) and reports it at index 0.
   */
  unorderedBulkUpserts: boolean;
}

export const COLLATION = { locale: 'en', strength: 2 } as const;
const NOT_IMPLEMENTED = 238;

export async function detectServerTraits(db: Db, probeCollection: string): Promise<ServerTraits> {
  const buildInfo = await db.admin().command({ buildInfo: 1 });
  const ferretDb = 'ferretdbVersion' in buildInfo;
  return {
    collation: await supportsCollation(db, probeCollection),
    atomicConditionalWrites: !ferretDb,
    unorderedBulkUpserts: !ferretDb,
  };
}

async function supportsCollation(db: Db, probeCollection: string): Promise<boolean> {
  try {
    await db.command({ find: probeCollection, filter: {}, limit: 1, collation: COLLATION });
    return true;
  } catch (error) {
    if (error instanceof MongoServerError && error.code === NOT_IMPLEMENTED) return false;
    throw error;
  }
}
