import { join } from 'node:path';
import {
  createMongoReadStore,
  createSqliteReadStore,
  createSqliteSearchIndex,
  type EventStore,
  type ReadStore,
  startProgressBar,
} from '@mohalla/infra';
import { ALL_PROJECTIONS } from '@mohalla/projectors';
import { MongoClient } from 'mongodb';
import { benchRebuilder, startRebuild } from './benchRebuilder.js';

/** A read store to rebuild into, fresh and empty. */
export interface RebuildTarget {
  /** What the table shows, the server's name and version included. */
  name: string;
  dir: string;
  open(): Promise<ReadStore>;
  drop(): Promise<void>;
  /** Stop (and abandon) the rebuild after this long, and measure the rate so far: for a server too slow to finish. */
  timeLimitSeconds?: number;
}

export interface RebuildMeasurement {
  target: string;
  logEvents: number;
  projections: number;
  seconds: number;
  /** Whether the time limit stopped it before the end. */
  partial: boolean;
  /** Log events read by the time it stopped (all of them, unless the time limit stopped it). */
  logEventsDone: number;
}

/**
 * SQLite always; the MongoDB-protocol server at MONGO_URL too, in a database of its own, dropped
 * after. FerretDB 1.24 on its SQLite backend takes about 150 single-document writes a second here,
 * hours for a million events: it gets `mongoSeconds` and the rate over that time.
 */
export async function targetsFrom(
  env: NodeJS.ProcessEnv,
  dir: string,
  mongoSeconds: number,
): Promise<RebuildTarget[]> {
  const targets: RebuildTarget[] = [
    {
      name: 'SQLite (better-sqlite3, WAL)',
      dir,
      open: async () => createSqliteReadStore({ path: join(dir, 'read-models.sqlite') }),
      drop: async () => {},
    },
  ];
  const url = env.MONGO_URL;
  if (!url) {
    console.error('MONGO_URL is not set: the MongoDB row is skipped (`npm run infra:up` starts FerretDB).');
    return targets;
  }
  const database = `rebuild_bench_${Date.now().toString(36)}`;
  const client = await MongoClient.connect(url);
  try {
    const info = await client.db('admin').command({ buildInfo: 1 });
    const server = info.ferretdbVersion
      ? `FerretDB ${String(info.ferretdbVersion).replace(/^v/, '')} (SQLite backend)`
      : `MongoDB ${info.version}`;
    targets.push({
      name: server,
      dir,
      open: () => createMongoReadStore({ url, database }),
      async drop() {
        const dropper = await MongoClient.connect(url);
        await dropper.db(database).dropDatabase();
        await dropper.close();
      },
      ...(info.ferretdbVersion ? { timeLimitSeconds: mongoSeconds } : {}),
    });
  } finally {
    await client.close();
  }
  return targets;
}

/** Rebuilds every projection from the log into the target, with a progress bar, and times it. */
export async function rebuildInto(
  eventStore: EventStore,
  target: RebuildTarget,
  logEvents: number,
): Promise<RebuildMeasurement> {
  const readStore = await target.open();
  const searchIndex = createSqliteSearchIndex({ path: join(target.dir, `search-${Date.now()}.sqlite`) });
  const { queue, rebuilder } = benchRebuilder(eventStore, readStore, searchIndex);
  try {
    const started = performance.now();
    const { id, progress } = await startRebuild(rebuilder);
    // Every projection reads the log in the same pass: the bar counts log events (the first projection's).
    const projections = ALL_PROJECTIONS.length;
    const bar = startProgressBar(
      `rebuild into ${target.name}`,
      progress.snapshot().eventsTotal / projections,
    );
    let logEventsDone = 0;
    const first = ALL_PROJECTIONS[0]!.name;
    const stopBar = progress.onAdvance((_, by, projection) => {
      if (projection !== first) return;
      bar.increment(by);
      logEventsDone += by;
    });
    const limit = target.timeLimitSeconds;
    const timeUp = new Promise<'time up'>((resolve) => {
      if (limit) setTimeout(() => resolve('time up'), limit * 1000).unref();
    });
    const final = await Promise.race([rebuilder.settled(id), timeUp]);
    const seconds = (performance.now() - started) / 1000;
    stopBar();
    bar.finish();
    const measured = {
      target: target.name,
      logEvents,
      projections,
      seconds,
      logEventsDone,
    };
    if (final === 'time up') {
      await rebuilder.close();
      await rebuilder.abandon();
      return { ...measured, partial: true };
    }
    if (final.state !== 'done') throw new Error(`the rebuild ${final.state}: ${final.error}`);
    return { ...measured, partial: false };
  } finally {
    await rebuilder.close();
    await queue.close();
    await Promise.all([readStore.close(), searchIndex.close()]);
    await target.drop();
  }
}
