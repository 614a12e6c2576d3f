import {
  ConfigError,
  createConsoleLogger,
  createInProcessJobQueue,
  loadConfig,
  openEventStore,
  openReadStore,
  openSearchIndex,
  requireServerUrls,
  STORE_SETTINGS_EXPECT,
  StoreSettingsSchema,
  startProgressBar,
} from '@mohalla/infra';
import {
  ALL_PROJECTIONS,
  createRebuilder,
  type ProgressSnapshot,
  REBUILD_JOBS,
  REBUILD_QUEUE,
  type Rebuilder,
} from '@mohalla/projectors';
import { z } from 'zod';

const USAGE = `Usage: npm run rebuild -- [projection ...]       rebuild these read models (all when none is named)
       npm run rebuild -- --abandon [projection ...]  drop the unfinished rebuild first
Rebuilds from the event log into fresh collections and a fresh search index generation while
the app keeps serving the old ones, then swaps them in. Interrupted (Ctrl-C, a crash), run the
same command again: it carries on from where it was.
Projections: ${ALL_PROJECTIONS.map((p) => p.name).join(', ')}.
Stores are found as the services find them: EVENT_STORE(_PATH), EVENTSTORE_URL, READ_STORE(_PATH),
MONGO_URL, MONGO_DATABASE, SEARCH_INDEX(_PATH), OPENSEARCH_URL (defaults: the SQLite files in ./data).`;

const Settings = requireServerUrls(
  StoreSettingsSchema.extend({
    LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('warn'),
  }),
);

async function main(args: string[]): Promise<number> {
  const flags = args.filter((arg) => arg.startsWith('-'));
  const names = args.filter((arg) => !arg.startsWith('-'));
  if (flags.some((flag) => flag !== '--abandon')) {
    console.error(USAGE);
    return flags.includes('--help') || flags.includes('-h') ? 0 : 2;
  }
  const settings = loadConfig(
    'rebuild',
    Settings,
    { ...STORE_SETTINGS_EXPECT, LOG_LEVEL: 'one of debug, info, warn, error, silent' },
    process.env,
  );
  const logger = createConsoleLogger(settings.LOG_LEVEL, 'rebuild');
  const eventStore = openEventStore(settings);
  const readStore = await openReadStore(settings);
  const searchIndex = openSearchIndex(settings);
  const queue = createInProcessJobQueue({ name: REBUILD_QUEUE, jobs: REBUILD_JOBS });
  const rebuilder = createRebuilder({
    eventStore,
    readStore,
    searchIndex,
    projections: ALL_PROJECTIONS,
    queue,
    logger,
  });
  const stop = () => {
    console.error('\nStopping; run the same command again to carry on from here.');
    void rebuilder.close().finally(() => process.exit(130));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  try {
    if (flags.includes('--abandon')) {
      const abandoned = await rebuilder.abandon();
      console.log(
        abandoned
          ? `Abandoned rebuild ${abandoned.id} (${abandoned.projections.join(', ')}).`
          : 'No unfinished rebuild.',
      );
      if (names.length === 0) return 0;
    }
    return await rebuild(rebuilder, names);
  } finally {
    await rebuilder.close();
    await queue.close();
    await Promise.all([eventStore.close(), readStore.close(), searchIndex.close()]);
  }
}

async function rebuild(rebuilder: Rebuilder, names: string[]): Promise<number> {
  const result = await rebuilder.request(names);
  if (result.kind === 'unknown-projections') {
    console.error(
      `Unknown projection: ${result.unknown.join(', ')}. Known projections: ${result.known.join(', ')}.`,
    );
    return 2;
  }
  const { id, projections } = result.status;
  if (result.kind === 'busy') {
    console.error(
      `Rebuild ${id} of ${projections.join(', ')} is unfinished. Finish it with \`npm run rebuild -- ${projections.join(' ')}\`, or drop it with \`npm run rebuild -- --abandon\`.`,
    );
    return 1;
  }
  console.log(
    `${result.kind === 'resumed' ? 'Carrying on with' : 'Starting'} rebuild ${id}: ${projections.join(', ')}.`,
  );
  const progress = rebuilder.progressOf(id);
  const bar = startProgressBar(`rebuild ${id}`, progress?.snapshot().eventsTotal ?? 0);
  const stopBar = progress?.onAdvance((_, advancedBy) => bar.increment(advancedBy));
  // Without a terminal the bar stays silent: say how far it is now and then, for logs and for whoever watches.
  const lines = process.stderr.isTTY
    ? undefined
    : setInterval(() => progress && console.error(progressLine(id, progress.snapshot())), 1000);
  try {
    const final = await rebuilder.settled(id);
    bar.finish();
    if (final.state !== 'done') {
      console.error(
        `Rebuild ${id} ${final.state}: ${final.error ?? 'no reason given'}. Run the same command again to carry on.`,
      );
      return 1;
    }
    console.log(`Rebuild ${id} done: ${projections.join(', ')} swapped in.`);
    return 0;
  } finally {
    stopBar?.();
    clearInterval(lines);
  }
}

function progressLine(id: string, s: ProgressSnapshot): string {
  const eta = s.etaSeconds === null ? '?' : `${s.etaSeconds} s`;
  return `rebuild ${id}: ${s.eventsDone}/${s.eventsTotal} events, ${s.eventsPerSecond}/s, ETA ${eta}`;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ConfigError || error instanceof Error ? error.message : String(error));
    process.exit(1);
  },
);
