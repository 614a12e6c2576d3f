import type Database from 'better-sqlite3';
import type { collectionCache } from './collectionCache.js';
import type { CheckpointStore, IndexKey, StagingArea } from './port.js';
import type { SqliteCheckpoints } from './sqliteReadStore.js';
import {
  copyMissingIndexes,
  createCollectionTable,
  ensureIndexes,
  tableExists,
  tableOf,
} from './sqliteSchema.js';
import type { SqliteWriteBatch } from './sqliteWriteBatch.js';
import { stagedCheckpointKeys, stagedCheckpoints } from './stagedCheckpoints.js';
import { stagedStoreView } from './stagedStoreView.js';
import { assertGeneration, stagedName } from './stagingNames.js';

type Db = Database.Database;
export const STAGED_CHECKPOINTS = '_staged_checkpoints';

/** The indexes each staged table was asked for, made when it is promoted (shared by a store's staging areas). */
export type DeferredIndexes = Map<string, ReadonlyArray<readonly IndexKey[]>>;

/**
 * Staged collections are tables beside the live ones in the same file, so
 * promoting them is table renames inside one IMMEDIATE transaction. They are
 * filled without their indexes, which are built once, on the whole table,
 * when it is promoted: keeping them up to date row by row during a bulk load
 * (an expression index parses each document's JSON) cost more than building
 * them at the end.
 */
export function sqliteStagingArea(
  db: Db,
  collections: ReturnType<typeof collectionCache>,
  live: CheckpointStore,
  staged: SqliteCheckpoints,
  generation: string,
  writeBatch: SqliteWriteBatch,
  deferred: DeferredIndexes,
): StagingArea {
  assertGeneration(generation);
  const checkpoints = stagedCheckpoints(staged, generation);
  const prefix = `${generation}/`;
  // Memoized: a rebuild's batch maps every write's collection name, and the name checks are regexes.
  const stagedNames = new Map<string, string>();
  const stagedOf = (name: string) => {
    let staged = stagedNames.get(name);
    if (staged === undefined) {
      staged = stagedName(name, generation);
      stagedNames.set(name, staged);
    }
    return staged;
  };
  const batchTarget = {
    tableOf: stagedOf,
    setCheckpoints: (positions: Readonly<Record<string, number>>) =>
      staged.setManySync(stagedCheckpointKeys(positions, generation)),
  };
  const forgetStatement = db.prepare<[number, string]>(
    `DELETE FROM ${STAGED_CHECKPOINTS} WHERE substr(name, 1, ?) = ?`,
  );
  const forgetCheckpoints = () => forgetStatement.run(prefix.length, prefix);
  const forget = (collection: string) => collections.evict(stagedName(collection, generation));

  const unindexed: typeof collections = {
    ...collections,
    get(name, options) {
      if (options?.indexes?.length) deferred.set(name, options.indexes);
      return collections.get(name);
    },
  };

  return {
    generation,
    store: stagedStoreView(unindexed, stagedOf, checkpoints, async (writes, positions) =>
      writeBatch(writes, positions, batchTarget),
    ),
    async prepare(names) {
      for (const name of names) createCollectionTable(db, stagedName(name, generation));
    },
    async promote(names, { checkpoints: promoted, finish }) {
      // `finish` is async, so whatever else writes through this connection meanwhile joins this
      // transaction and commits or rolls back with it: the caller holds the live projector still (or
      // it lives in another process, and waits for the lock); other writers only write what they
      // write again when it is lost (checkpoints of reactors).
      db.exec('BEGIN IMMEDIATE');
      try {
        await finish();
        for (const name of names) {
          const from = stagedName(name, generation);
          if (!tableExists(db, from)) continue;
          const indexes = deferred.get(from);
          if (indexes) ensureIndexes(db, from, indexes);
          if (tableExists(db, name)) {
            copyMissingIndexes(db, name, from);
            db.exec(`DROP TABLE ${tableOf(name)}`);
          }
          db.exec(`ALTER TABLE ${tableOf(from)} RENAME TO ${tableOf(name)}`);
        }
        for (const name of promoted) {
          const position = await checkpoints.get(name);
          if (position !== null) await live.set(name, position);
        }
        forgetCheckpoints();
        db.exec('COMMIT');
      } catch (error) {
        if (db.inTransaction) db.exec('ROLLBACK');
        throw error;
      } finally {
        for (const name of names) forget(name);
      }
      for (const name of names) deferred.delete(stagedName(name, generation));
      return 'atomic';
    },
    async discard(names) {
      db.transaction(() => {
        for (const name of names) db.exec(`DROP TABLE IF EXISTS ${tableOf(stagedName(name, generation))}`);
        forgetCheckpoints();
      })();
      for (const name of names) {
        forget(name);
        deferred.delete(stagedName(name, generation));
      }
    },
  };
}
