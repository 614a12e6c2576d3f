/**
 * Throughput of the SQLite event store on a temp file: `npm run bench`.
 * Prints numbers; asserts nothing. Sizes are chosen to finish well within a
 * minute on two cores.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createSqliteEventStore, type EventStore, type NewEvent } from '@mohalla/infra';
import { formatTable, type Measurement, measure } from './measure.js';

const SINGLE_APPENDS = 5_000;
const BATCH_SIZE = 100;
const BATCHED_EVENTS = 100_000;
const STREAMS = 200;
const READ_PAGE = 1_000;

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
    results.push(await singleAppends(store));
    results.push(await batchedAppends(store));
    const total = SINGLE_APPENDS + BATCHED_EVENTS;
    results.push(await readEverything(store, total));
    results.push(await catchUp(store, 'subscribe, catch-up (all)', total));
    results.push(await catchUp(store, 'subscribe, catch-up (5%)', SINGLE_APPENDS, ['post-single']));
    console.log(`\nSQLite event store, ${total.toLocaleString('en-US')} events, Node ${process.version}\n`);
    console.log(formatTable(results));
  } finally {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
