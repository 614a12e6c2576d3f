/**
 * Scaled rebuild: `npm run bench:rebuild:scaled [-- --events N] [--max-seconds S]`.
 * Writes the rebuild bench's log (default 1,000,000 events) to a temporary
 * SQLite event store, then rebuilds every projection into the MongoDB read
 * store at MONGO_URL (FerretDB on PostgreSQL from `npm run infra:up`), in a
 * database of its own, dropped after. Beside it, the same run measures the raw
 * limit: unguarded `insertMany` of plain documents into the same server.
 * With --max-seconds the rebuild stops there and the rate so far projects the
 * whole. Prints progress every 10 s, a table, and `RESULT ...`; asserts nothing.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  createMongoReadStore,
  createSqliteEventStore,
  createSqliteSearchIndex,
  type EventStore,
} from '@mohalla/infra';
import { ALL_PROJECTIONS } from '@mohalla/projectors';
import { MongoClient } from 'mongodb';
import { writeSampleLog } from '../../test/support/sampleLog.js';
import { benchRebuilder, startRebuild } from './benchRebuilder.js';

function option(args: string[], name: string, fallback: number): number {
  const at = args.indexOf(name);
  const value = at === -1 ? fallback : Number(args[at + 1]);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} takes a whole number`);
  return value;
}

const count = (n: number) => Math.round(n).toLocaleString('en-US');
const say = (line: string) =>
  process.stderr.write(`[scaled rebuild ${new Date().toISOString().slice(11, 19)}] ${line}\n`);

async function writeLog(store: EventStore, events: number): Promise<number> {
  const started = performance.now();
  let lastNote = started;
  const log = await writeSampleLog(store, {
    events,
    onProgress: (written) => {
      if (performance.now() - lastNote < 10_000) return;
      lastNote = performance.now();
      say(`log: ${count(written)} of ~${count(events)} events written`);
    },
  });
  say(`log: ${count(log.events)} events in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  return log.events;
}

/** The raw limit: plain documents, no guard, batches of 1,000, one client. */
async function rawInsertRate(url: string, database: string, docs: number): Promise<number> {
  const client = await MongoClient.connect(url);
  try {
    const collection = client.db(database).collection<{ _id: string }>('raw_insert');
    const started = performance.now();
    for (let at = 0; at < docs; at += 1000) {
      const batch = Array.from({ length: Math.min(1000, docs - at) }, (_, i) => ({
        _id: `d${at + i}`,
        areaId: `a${(at + i) % 97}`,
        title: `raw document ${at + i}`,
        upvotes: i,
        _position: at + i,
        _deleted: false,
      }));
      await collection.insertMany(batch, { ordered: false });
    }
    return docs / ((performance.now() - started) / 1000);
  } finally {
    await client.db(database).dropDatabase();
    await client.close();
  }
}

async function rebuild(
  eventStore: EventStore,
  url: string,
  database: string,
  dir: string,
  maxSeconds: number,
) {
  const readStore = await createMongoReadStore({ url, database });
  const searchIndex = createSqliteSearchIndex({ path: join(dir, 'search.sqlite') });
  const { queue, rebuilder } = benchRebuilder(eventStore, readStore, searchIndex);
  try {
    const started = performance.now();
    const { id, progress } = await startRebuild(rebuilder);
    const total = progress.snapshot().eventsTotal;
    let done = 0;
    let current = '';
    const stop = progress.onAdvance((_, by, projection) => {
      done += by;
      current = projection;
    });
    const ticker = setInterval(() => {
      const seconds = (performance.now() - started) / 1000;
      const rate = done / seconds;
      say(
        `rebuild: ${count(done)} of ${count(total)} projection-events (${current}), ${count(rate)}/s, ${(seconds / 60).toFixed(1)} min, ~${((total - done) / rate / 60).toFixed(0)} min left; load ${loadavg()[0]!.toFixed(2)}`,
      );
    }, 10_000);
    const timeUp = new Promise<'time up'>((resolve) =>
      setTimeout(() => resolve('time up'), maxSeconds * 1000).unref(),
    );
    const final = await Promise.race([rebuilder.settled(id), timeUp]);
    const seconds = (performance.now() - started) / 1000;
    clearInterval(ticker);
    stop();
    if (final !== 'time up' && final.state !== 'done')
      throw new Error(`the rebuild ${final.state}: ${final.error}`);
    const finished = final !== 'time up';
    if (!finished) {
      await rebuilder.close();
      await rebuilder.abandon();
    }
    return { done, total, seconds, finished };
  } finally {
    await rebuilder.close();
    await queue.close();
    await Promise.all([readStore.close(), searchIndex.close()]);
  }
}

/** Documents and tombstones in the rebuilt database (staged collections included when stopped early). */
async function documentsIn(url: string, database: string): Promise<number> {
  const client = await MongoClient.connect(url);
  try {
    const db = client.db(database);
    let documents = 0;
    for (const { name } of await db.listCollections({}, { nameOnly: true }).toArray()) {
      if (!name.startsWith('_')) documents += await db.collection(name).countDocuments();
    }
    return documents;
  } finally {
    await client.db(database).dropDatabase();
    await client.close();
  }
}

async function serverName(url: string): Promise<string> {
  const client = await MongoClient.connect(url);
  try {
    const info = await client.db('admin').command({ buildInfo: 1 });
    return info.ferretdbVersion
      ? `FerretDB ${String(info.ferretdbVersion).replace(/^v/, '')}`
      : `MongoDB ${String(info.version)}`;
  } finally {
    await client.close();
  }
}

async function main(): Promise<void> {
  const url = process.env.MONGO_URL;
  if (!url)
    throw new Error('MONGO_URL is not set: `npm run infra:up -- mongo` starts FerretDB on PostgreSQL');
  const args = process.argv.slice(2);
  const events = option(args, '--events', 1_000_000);
  const maxSeconds = option(args, '--max-seconds', 24 * 3600);
  const dir = mkdtempSync(join(tmpdir(), 'mohalla-rebuild-scaled-'));
  const eventStore = createSqliteEventStore({ path: join(dir, 'events.sqlite') });
  const database = `rebuild_scaled_${Date.now().toString(36)}`;
  try {
    const server = await serverName(url);
    say(
      `server: ${server} at ${url}; load ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
    );
    const rawDocs = 20_000;
    const raw = await rawInsertRate(url, `${database}_raw`, rawDocs);
    say(`raw limit: ${count(raw)} plain documents/s (insertMany of 1,000, ${count(rawDocs)} documents)`);
    const logEvents = await writeLog(eventStore, events);
    const run = await rebuild(eventStore, url, database, dir, maxSeconds);
    const documents = await documentsIn(url, database);
    // The share of the rebuild's work done, in log events: right whether projections share a read of the log or not.
    const logRate = ((run.done / run.total) * logEvents) / run.seconds;
    const projected = logEvents / logRate;
    console.log(
      `\nScaled rebuild of ${count(logEvents)} log events into ${server}, ${ALL_PROJECTIONS.length} projections, Node ${process.version}, load ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}\n`,
    );
    console.log('| what | value |\n|---|---:|');
    console.log(`| finished | ${run.finished ? 'yes' : `no, stopped after ${run.seconds.toFixed(0)} s`} |`);
    console.log(`| projection-events done | ${count(run.done)} of ${count(run.total)} |`);
    console.log(`| seconds | ${run.seconds.toFixed(1)} |`);
    console.log(`| log events/s (share of the work done × log ÷ seconds) | ${count(logRate)} |`);
    console.log(
      `| time for the whole log | ${(projected / 60).toFixed(1)} min${run.finished ? '' : ' (projected)'} |`,
    );
    console.log(`| documents written | ${count(documents)} (${count(documents / run.seconds)}/s) |`);
    console.log(`| raw limit: plain insertMany, same server | ${count(raw)} documents/s |`);
    console.log(
      `RESULT scaled_log_events_per_s=${Math.round(logRate)} events=${logEvents} finished=${run.finished} seconds=${run.seconds.toFixed(0)} projected_seconds=${projected.toFixed(0)} docs_per_s=${Math.round(documents / run.seconds)} raw_insert_docs_per_s=${Math.round(raw)}`,
    );
  } finally {
    await eventStore.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
