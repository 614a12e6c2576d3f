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
}

export const COLLATION = { locale: 'en', strength: 2 } as const;
const NOT_IMPLEMENTED = 238;

export async function detectServerTraits(db: Db, probeCollection: string): Promise<ServerTraits> {
  const buildInfo = await db.admin().command({ buildInfo: 1 });
  return {
    collation: await supportsCollation(db, probeCollection),
    atomicConditionalWrites: !('ferretdbVersion' in buildInfo),
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
