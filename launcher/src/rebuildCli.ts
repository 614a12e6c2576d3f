import type { RebuildStatus } from '@mohalla/contracts';
import {
  ConfigError,
  createConsoleLogger,
  isSharedJobQueue,
  JOB_QUEUE_SETTINGS_EXPECT,
  JobQueueSettingsSchema,
  loadConfig,
  openEventStore,
  openJobQueue,
  openReadStore,
  openSearchIndex,
  requireServerUrls,
  STORE_SETTINGS_EXPECT,
  StoreSettingsSchema,
  startProgressBar,
  withDataDirPaths,
} from '@mohalla/infra';
import {
  ALL_PROJECTIONS,
  createRegistryRebuilder,
  followRebuild,
  type ProgressSnapshot,
  REBUILD_JOBS,
  REBUILD_QUEUE,
  type Rebuilder,
} from '@mohalla/projectors';
import { z } from 'zod';
import { keepFilesPrivate } from './privateFiles.js';

const USAGE = `Usage: npm run rebuild -- [--here | --on-queue] [projection ...]   rebuild these read models (all when none is named)
       npm run rebuild -- --abandon [projection ...]                 drop the unfinished rebuild first
Rebuilds from the event log into fresh collections and a fresh search index generation while
the app keeps serving the old ones, then swaps them in. Interrupted (Ctrl-C, a crash), run the
same command again: it carries on from where it was.
Where it runs: with a shared job queue configured (REDIS_URL, or JOB_QUEUE=bullmq, and
JOB_QUEUE_PREFIX: as the scaled edition's projectors have them) the rebuild is enqueued there
and the projectors' process runs it; this command follows its status (Ctrl-C stops following,
not the rebuild). Without one it runs in this process.
  --here      run it in this process even so: only when no projectors' process works that queue
  --on-queue  insist on the shared queue (an error without one)
Projections: ${ALL_PROJECTIONS.map((p) => p.name).join(', ')}.
Stores are found as the services find them: EVENT_STORE(_PATH), EVENTSTORE_URL, READ_STORE(_PATH),
MONGO_URL, MONGO_DATABASE, SEARCH_INDEX(_PATH), OPENSEARCH_URL (defaults: the SQLite files in ./data).`;

const Settings = requireServerUrls(
  StoreSettingsSchema.extend({
    LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('warn'),
    REBUILD_LEASE_MS: z.coerce.number().int().min(1_000).max(600_000).default(30_000),
  }),
);
const FLAGS = ['--abandon', '--here', '--on-queue'];
/** How long a rebuild on the queue may show no progress before we wonder aloud whether anyone works it. */
const STALL_MS = 30_000;

async function main(args: string[]): Promise<number> {
  // It may create the SQLite files in the data folder: owner-only, as the server makes them.
  keepFilesPrivate();
  const flags = args.filter((arg) => arg.startsWith('-'));
  const names = args.filter((arg) => !arg.startsWith('-'));
  if (
    flags.some((flag) => !FLAGS.includes(flag)) ||
    (flags.includes('--here') && flags.includes('--on-queue'))
  ) {
    console.error(USAGE);
    return flags.includes('--help') || flags.includes('-h') ? 0 : 2;
  }
  const env = withDataDirPaths(process.env);
  const settings = loadConfig(
    'rebuild',
    Settings,
    {
      ...STORE_SETTINGS_EXPECT,
      LOG_LEVEL: 'one of debug, info, warn, error, silent',
      REBUILD_LEASE_MS:
        'milliseconds from 1000 to 600000 a rebuild counts as running unrenewed (default 30000)',
    },
    env,
  );
  const queueSettings = loadConfig('rebuild', JobQueueSettingsSchema, JOB_QUEUE_SETTINGS_EXPECT, env);
  const shared = isSharedJobQueue(queueSettings);
  if (flags.includes('--on-queue') && !shared) {
    console.error(
      '--on-queue needs the shared job queue the projectors use: set REDIS_URL (and JOB_QUEUE_PREFIX).',
    );
    return 2;
  }
  const onQueue = shared && !flags.includes('--here');
  const logger = createConsoleLogger(settings.LOG_LEVEL, 'rebuild');
  const eventStore = openEventStore(settings);
  const readStore = await openReadStore(settings);
  const searchIndex = openSearchIndex(settings);
  // On the shared queue this process only enqueues (concurrency 0): the projectors' worker runs the jobs.
  const { queue, rebuilder } = createRegistryRebuilder({
    eventStore,
    readStore,
    searchIndex,
    logger,
    queue: onQueue
      ? await openJobQueue(queueSettings, { name: REBUILD_QUEUE, jobs: REBUILD_JOBS, logger })
      : undefined,
    concurrency: onQueue ? 0 : 1,
    leaseMs: settings.REBUILD_LEASE_MS,
  });
  const stop = () => {
    console.error(
      onQueue
        ? "\nStopped following; the rebuild carries on in the projectors' process. Run the same command again to follow it."
        : '\nStopping; run the same command again to carry on from here.',
    );
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
    console.log(
      onQueue
        ? `On the shared job queue (prefix ${queueSettings.JOB_QUEUE_PREFIX}): the projectors' process runs the rebuild, this command follows it.`
        : `In this process${shared ? ' (--here), not on the shared job queue' : ' (no shared job queue is configured)'}.`,
    );
    return await rebuild(rebuilder, names, onQueue);
  } finally {
    await rebuilder.close();
    await queue.close();
    await Promise.all([eventStore.close(), readStore.close(), searchIndex.close()]);
  }
}

async function rebuild(rebuilder: Rebuilder, names: string[], onQueue: boolean): Promise<number> {
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
  const doing = { started: 'Starting', resumed: 'Carrying on with', running: 'Following' }[result.kind];
  console.log(`${doing} rebuild ${id}: ${projections.join(', ')}.`);
  const final = onQueue ? await follow(rebuilder, id) : await runHere(rebuilder, id);
  if (final.state !== 'done') {
    console.error(
      `Rebuild ${id} ${final.state}: ${final.error ?? 'no reason given'}. Run the same command again to carry on.`,
    );
    return 1;
  }
  console.log(`Rebuild ${id} done: ${projections.join(', ')} swapped in.`);
  return 0;
}

/** Runs the jobs here: the bar follows this process's own progress. */
async function runHere(rebuilder: Rebuilder, id: string): Promise<RebuildStatus> {
  const progress = rebuilder.progressOf(id);
  const bar = startProgressBar(`rebuild ${id}`, progress?.snapshot().eventsTotal ?? 0);
  const stopBar = progress?.onAdvance((_, advancedBy) => bar.increment(advancedBy));
  // Without a terminal the bar stays silent: say how far it is now and then, for logs and for whoever watches.
  const lines = process.stderr.isTTY
    ? undefined
    : setInterval(() => progress && console.error(progressLine(id, progress.snapshot())), 1000);
  try {
    return await rebuilder.settled(id);
  } finally {
    bar.finish();
    stopBar?.();
    clearInterval(lines);
  }
}

/** Follows a rebuild the projectors' process runs, from its status (read from the shared read store). */
async function follow(rebuilder: Rebuilder, id: string): Promise<RebuildStatus> {
  let bar: ReturnType<typeof startProgressBar> | undefined;
  let shown = 0;
  let movedAt = Date.now();
  let warned = false;
  const final = await followRebuild(rebuilder, id, (status) => {
    bar ??= startProgressBar(`rebuild ${id}`, status.eventsTotal);
    if (status.eventsDone > shown) {
      bar.increment(status.eventsDone - shown);
      shown = status.eventsDone;
      movedAt = Date.now();
    }
    if (!process.stderr.isTTY) console.error(progressLine(id, status));
    if (!warned && Date.now() - movedAt > STALL_MS) {
      warned = true;
      console.error(
        `No progress in ${STALL_MS / 1000} s: is a projectors' process running on this queue (REDIS_URL, JOB_QUEUE_PREFIX)? Without one, Ctrl-C and run again with --here.`,
      );
    }
  });
  bar?.finish();
  return final;
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
