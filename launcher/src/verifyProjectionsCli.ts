import {
  ConfigError,
  createConsoleLogger,
  type EventStore,
  openEventStore,
  openReadStore,
  openSearchIndex,
  type ReadStore,
  type StoreSettings,
} from '@mohalla/infra';
import { ALL_PROJECTIONS, formatDifference, type Projection, verifyProjections } from '@mohalla/projectors';
import { loadCliStoreSettings } from './cliStoreSettings.js';
import { keepFilesPrivate } from './privateFiles.js';

/**
 * `npm run verify-projections -- [projection ...]`: the live read models and
 * search index against a clean rebuild of the log into a temporary store and
 * index. Prints every difference; exit code 1 when there is one.
 */
async function main(names: string[]): Promise<number> {
  // It may create the SQLite files in the data folder: owner-only, as the server makes them.
  keepFilesPrivate();
  const unknown = names.filter((name) => !ALL_PROJECTIONS.some((p) => p.name === name));
  if (unknown.length > 0) {
    console.error(
      `Unknown projection: ${unknown.join(', ')}. Known projections: ${ALL_PROJECTIONS.map((p) => p.name).join(', ')}.`,
    );
    return 2;
  }
  const projections =
    names.length > 0 ? ALL_PROJECTIONS.filter((p) => names.includes(p.name)) : ALL_PROJECTIONS;
  const settings = loadCliStoreSettings('verify-projections');
  const eventStore = openEventStore(settings);
  const live = await openReadStore(settings);
  const liveSearch = openSearchIndex(settings);
  try {
    // An empty log or a store without checkpoints is the wrong place, not an all-clear.
    const wrongPlace = await refuseWrongStores(settings, eventStore, live, projections);
    if (wrongPlace) {
      console.error(wrongPlace);
      return 2;
    }
    const result = await verifyProjections({
      eventStore,
      live,
      liveSearch,
      projections,
      logger: createConsoleLogger('warn', 'verify-projections'),
    });
    for (const difference of result.differences) console.log(formatDifference(difference));
    const collections = new Set(projections.flatMap((p) => p.collections)).size;
    const compared = `${projections.length} projections, ${collections} collections${result.searchIndexCompared ? ' and the search index' : ''}`;
    console.log(
      result.differences.length === 0
        ? `The live read models${result.searchIndexCompared ? ' and search index' : ''} equal a clean rebuild of the log up to position ${result.position} (${compared}).`
        : `${result.differences.length} differences from a clean rebuild of the log up to position ${result.position} (${compared}).`,
    );
    if (result.logMoved)
      console.log('The log grew while comparing: a difference may only be the live side being ahead.');
    return result.differences.length === 0 ? 0 : 1;
  } finally {
    await Promise.all([eventStore.close(), live.close(), liveSearch.close()]);
  }
}

/** Why there is nothing to compare, or null when the log has events and the store has checkpoints. */
async function refuseWrongStores(
  settings: StoreSettings,
  eventStore: EventStore,
  live: ReadStore,
  projections: readonly Projection[],
): Promise<string | null> {
  if ((await eventStore.headPosition()) === 0) {
    const log =
      settings.EVENT_STORE === 'sqlite' ? `the SQLite log ${settings.EVENT_STORE_PATH}` : 'EventStoreDB';
    return `Nothing to verify: ${log} holds no events. Point DATA_DIR or EVENT_STORE_PATH (or EVENT_STORE=esdb with EVENTSTORE_URL) at the edition's log.`;
  }
  const checkpoints = await Promise.all(projections.map((p) => live.checkpoints.get(p.name)));
  if (checkpoints.every((checkpoint) => checkpoint === null)) {
    const store =
      settings.READ_STORE === 'sqlite'
        ? `the SQLite read store ${settings.READ_STORE_PATH}`
        : `the MongoDB database ${settings.MONGO_DATABASE}`;
    return `Nothing to compare: ${store} holds no projection checkpoints, so no projector has written there. Point DATA_DIR or READ_STORE_PATH (or READ_STORE=mongo with MONGO_URL and MONGO_DATABASE) at the edition's read models.`;
  }
  return null;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ConfigError || error instanceof Error ? error.message : String(error));
    process.exit(2);
  },
);
