import { type Db, MongoServerError } from 'mongodb';
import type { collectionCache } from './collectionCache.js';
import { type BatchTarget, mongoWriteBatch } from './mongoWriteBatch.js';
import type { CheckpointStore, StagingArea } from './port.js';
import { stagedCheckpoints } from './stagedCheckpoints.js';
import { stagedStoreView } from './stagedStoreView.js';
import { asideName, assertGeneration, stagedName } from './stagingNames.js';

export const STAGED_CHECKPOINTS = '_staged_checkpoints';
/** A staged checkpoint no projection can be named (names are identifiers). */
const PROMOTING = '@promoting';
const NAMESPACE_NOT_FOUND = 26;
const NAMESPACE_EXISTS = 48;
const NOT_IMPLEMENTED = 238;

const isCode = (error: unknown, code: number) => error instanceof MongoServerError && error.code === code;

/**
 * Staged collections are collections beside the live ones in the same
 * database; promoting one is a rename over the live one (see the port for
 * what that means on MongoDB and on FerretDB).
 */
export function mongoStagingArea(
  db: Db,
  collections: ReturnType<typeof collectionCache>,
  live: CheckpointStore,
  staged: CheckpointStore,
  generation: string,
  batchTarget: (collection: string) => BatchTarget,
): StagingArea {
  assertGeneration(generation);
  const checkpoints = stagedCheckpoints(staged, generation);
  const forgetCheckpoints = () =>
    db.collection<{ _id: string }>(STAGED_CHECKPOINTS).deleteMany({ _id: { $regex: `^${generation}/` } });
  const forget = (names: readonly string[]) => {
    for (const name of names) collections.evict(stagedName(name, generation));
  };

  return {
    generation,
    store: stagedStoreView(
      collections,
      (name) => stagedName(name, generation),
      checkpoints,
      (writes, positions) =>
        mongoWriteBatch(writes, positions, (name) => batchTarget(stagedName(name, generation)), checkpoints),
    ),
    async prepare(names) {
      for (const name of names) {
        await db.createCollection(stagedName(name, generation)).catch((error: unknown) => {
          if (!isCode(error, NAMESPACE_EXISTS)) throw error;
        });
      }
    },
    async promote(names, { checkpoints: promoted, finish }) {
      // Set once `finish` is over: a promote taken up again after a crash must not write to staged
      // collections that were renamed in already (that would stage them afresh, nearly empty).
      if ((await checkpoints.get(PROMOTING)) === null) {
        await finish();
        await checkpoints.set(PROMOTING, 1);
      }
      for (const name of names) await swapIn(db, name, generation);
      forget(names);
      const positions: Record<string, number> = {};
      for (const name of promoted) {
        const position = await checkpoints.get(name);
        if (position !== null) positions[name] = position;
      }
      await live.setMany(positions);
      await forgetCheckpoints();
      return 'per-collection';
    },
    async discard(names) {
      for (const name of names) await dropIfThere(db, stagedName(name, generation));
      forget(names);
      await forgetCheckpoints();
    },
  };
}

async function exists(db: Db, name: string): Promise<boolean> {
  return (await db.listCollections({ name }, { nameOnly: true }).toArray()).length > 0;
}

async function dropIfThere(db: Db, name: string): Promise<void> {
  await db.dropCollection(name).catch((error: unknown) => {
    if (!isCode(error, NAMESPACE_NOT_FOUND)) throw error;
  });
}

/** Each step can be repeated after a crash between any two of them. */
async function swapIn(db: Db, name: string, generation: string): Promise<void> {
  const from = stagedName(name, generation);
  const aside = asideName(name, generation);
  if (!(await exists(db, from))) {
    await dropIfThere(db, aside);
    return;
  }
  if (await exists(db, name)) await copyMissingIndexes(db, name, from);
  try {
    await db.renameCollection(from, name, { dropTarget: true });
    return;
  } catch (error) {
    if (!isCode(error, NOT_IMPLEMENTED)) throw error;
  }
  // FerretDB 1.24: no dropTarget, and no rename onto an existing name.
  if (await exists(db, name)) await db.renameCollection(name, aside);
  await db.renameCollection(from, name);
  await dropIfThere(db, aside);
}

/** Gives the staged collection every index the live one has and it lacks. */
async function copyMissingIndexes(db: Db, from: string, to: string): Promise<void> {
  const present = new Set((await db.collection(to).indexes()).map((index) => index.name));
  for (const index of await db.collection(from).indexes()) {
    if (!index.name || present.has(index.name)) continue;
    await db.collection(to).createIndex(index.key, {
      name: index.name,
      ...(index.collation ? { collation: index.collation } : {}),
    });
  }
}
