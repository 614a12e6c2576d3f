/**
 * Throughput of the SQLite event store on a temp file: `npm run bench`.
 * Prints numbers; asserts nothing. Sizes are chosen to finish well within a
 * minute on two cores. The same-run peer is better-sqlite3 inserting the
 * same rows with synchronous=FULL, one a commit and 20 a commit: what one
 * durable append at a time, and a group commit, can at best reach.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createSqliteEventStore, type EventStore, type NewEvent } from '@mohalla/infra';
import { rawDurableInserts } from './ingest/rawInsert.js';
import { formatTable, type Measurement, measure } from './measure.js';

const SINGLE_APPENDS = 5_000;
const BATCH_SIZE = 100;
const BATCHED_EVENTS = 100_000;
const STREAMS = 200;
const READ_PAGE = 1_000;
/** Appends in flight at once, each to its own stream: what the group commit gathers into one fsync. */
const CONCURRENT_APPENDS = 20_000;
const IN_FLIGHT = 64;
const RAW_SECONDS = 3;

function postEvent(n: number): NewEvent {
  const id = randomUUID();
  return {
    eventId: id,
    type: 'PostPublished',
    data: { postId: id, areaId: `area-${n % 50}`, title: `Water supply update ${n}`, body: 'x'.repeat(160) },
    metadata: {
      actorId: `user-${n % 997}`,
      correlationId: id,
      causationId: id,
      at: new Date().toISOString(),
    },
  };
}

async function singleAppends(store: EventStore): Promise<Measurement> {
  const revisions = new Map<string, number>();
  return measure('append, 1 event each', SINGLE_APPENDS, async (progress) => {
    for (let n = 0; n < SINGLE_APPENDS; n++) {
      const stream = `post-single${n % STREAMS}`;
      const last = revisions.get(stream);
      const result = await store.append(stream, [postEvent(n)], { expectedRevision: last ?? 'no_stream' });
      revisions.set(stream, result.nextExpectedRevision);
      if (n % 50 === 49) progress.advance(50);
    }
    return SINGLE_APPENDS;
  });
}

async function concurrentAppends(store: EventStore): Promise<Measurement> {
  return measure(`append, 1 event each, ${IN_FLIGHT} at once`, CONCURRENT_APPENDS, async (progress) => {
    let next = 0;
    const worker = async () => {
      while (next < CONCURRENT_APPENDS) {
        const n = next++;
        await store.append(`post-group${n}`, [postEvent(n)], { expectedRevision: 'no_stream' });
        if (n % 100 === 99) progress.advance(100);
      }
    };
    await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
    return CONCURRENT_APPENDS;
  });
}

async function batchedAppends(store: EventStore): Promise<Measurement> {
  return measure(`append, ${BATCH_SIZE} events each`, BATCHED_EVENTS, async (progress) => {
    for (let done = 0; done < BATCHED_EVENTS; done += BATCH_SIZE) {
      const events = Array.from({ length: BATCH_SIZE }, (_, i) => postEvent(done + i));
      await store.append(`post-batch${done / BATCH_SIZE}`, events, { expectedRevision: 'no_stream' });
      progress.advance(BATCH_SIZE);
    }
    return BATCHED_EVENTS;
  });
}

async function readEverything(store: EventStore, total: number): Promise<Measurement> {
  return measure(`readAll, pages of ${READ_PAGE}`, total, async (progress) => {
    let after = 0;
    let read = 0;
    for (;;) {
      const page = await store.readAll({ after, maxCount: READ_PAGE });
      if (page.length === 0) return read;
      read += page.length;
      after = page[page.length - 1]!.position;
      progress.advance(page.length);
    }
  });
}

async function catchUp(
  store: EventStore,
  label: string,
  expected: number,
  streamPrefixes?: string[],
): Promise<Measurement> {
  return measure(label, expected, async (progress) => {
    const subscription = store.subscribeToAll({ streamPrefixes });
    let seen = 0;
    for await (const item of subscription) {
      if (item.kind !== 'event') continue;
      seen++;
      if (seen % 500 === 0) progress.advance(500);
      if (seen === expected) break;
    }
    return seen;
  });
}

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'mohalla-bench-'));
  const store = createSqliteEventStore({ path: join(dir, 'events.db') });
  try {
    const results: Measurement[] = [];
    const loadBefore = loadavg();
    results.push(await singleAppends(store));
    results.push(await concurrentAppends(store));
    results.push(await batchedAppends(store));
    const total = SINGLE_APPENDS + CONCURRENT_APPENDS + BATCHED_EVENTS;
    results.push(await readEverything(store, total));
    results.push(await catchUp(store, 'subscribe, catch-up (all)', total));
    const share = Math.round((100 * SINGLE_APPENDS) / total);
    results.push(await catchUp(store, `subscribe, catch-up (${share}%)`, SINGLE_APPENDS, ['post-single']));
    const rawOne = rawDurableInserts(dir, 1, RAW_SECONDS);
    const rawTwenty = rawDurableInserts(dir, 20, RAW_SECONDS);
    const rate = (m: Measurement) => Math.round(m.events / m.seconds);
    const load = (values: number[]) => values.map((v) => v.toFixed(2)).join(' ');
    console.log(`\nSQLite event store, ${total.toLocaleString('en-US')} events, Node ${process.version}\n`);
    console.log(formatTable(results));
    console.log(
      `\nPeer, same disk, same run: better-sqlite3 WAL, synchronous=FULL: ${Math.round(rawOne).toLocaleString('en-US')} rows/s one a commit, ${Math.round(rawTwenty).toLocaleString('en-US')} rows/s 20 a commit`,
    );
    console.log(`Load average: ${load(loadBefore)} before, ${load(loadavg())} after`);
    console.log(
      `RESULT single_append_per_s=${rate(results[0]!)} concurrent_append_per_s=${rate(results[1]!)} batched_append_per_s=${rate(results[2]!)} read_all_per_s=${rate(results[3]!)} raw_rows_per_s=${Math.round(rawOne)} raw_rows_per_s_20_a_commit=${Math.round(rawTwenty)}`,
    );
  } finally {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
