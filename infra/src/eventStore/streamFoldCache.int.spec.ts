import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { newEvents, uniqueStream } from './eventStoreContractHelpers.js';
import type { EventStore, ReadStreamOptions } from './port.js';
import { createSqliteEventStore } from './sqliteEventStore.js';
import { streamFoldCache } from './streamFoldCache.js';

const dir = mkdtempSync(join(tmpdir(), 'mohalla-fold-cache-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let files = 0;
const open: EventStore[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((store) => store.close()));
});

/** A store that records the `fromRevision` of every stream read. */
function recordingStore(): { store: EventStore; reads: (number | undefined)[] } {
  const real = createSqliteEventStore({ path: join(dir, `events-${++files}.db`) });
  open.push(real);
  const reads: (number | undefined)[] = [];
  const store: EventStore = {
    ...real,
    readStream: (stream: string, options?: ReadStreamOptions) => {
      reads.push(options?.fromRevision);
      return real.readStream(stream, options);
    },
  };
  return { store, reads };
}

// Counts events: the state is how many were folded.
const count = (state: number) => state + 1;

describe('stream fold cache', () => {
  it('reads a cached stream from after its revision only, and folds what it finds', async () => {
    const { store, reads } = recordingStore();
    const cache = streamFoldCache(store, count, () => 0, { streams: 10, events: 1_000 });
    const stream = uniqueStream();
    await store.append(stream, newEvents(3), { expectedRevision: 'no_stream' });
    expect(await cache.load(stream)).toMatchObject({ state: 3, revision: 2 });
    await store.append(stream, newEvents(2), { expectedRevision: 2 });
    const folded = await cache.load(stream);
    expect(folded).toMatchObject({ state: 5, revision: 4 });
    expect(folded.eventIds.size).toBe(5);
    expect(reads).toEqual([undefined, 3]);
  });

  it('two loads at once fold each event once', async () => {
    const { store } = recordingStore();
    const cache = streamFoldCache(store, count, () => 0, { streams: 10, events: 1_000 });
    const stream = uniqueStream();
    await store.append(stream, newEvents(1), { expectedRevision: 'no_stream' });
    await cache.load(stream);
    await store.append(stream, newEvents(2), { expectedRevision: 0 });
    const [a, b] = await Promise.all([cache.load(stream), cache.load(stream)]);
    expect(a.state).toBe(3);
    expect(b.state).toBe(3);
  });

  it('a taken fold is out of the cache until put back; a load meanwhile reads the whole stream', async () => {
    const { store, reads } = recordingStore();
    const cache = streamFoldCache(store, count, () => 0, { streams: 10, events: 1_000 });
    const stream = uniqueStream();
    await store.append(stream, newEvents(2), { expectedRevision: 'no_stream' });
    const taken = await cache.take(stream);
    taken.state = 99; // the owner's uncommitted change must not leak to readers
    expect((await cache.load(stream)).state).toBe(2);
    cache.put(stream, taken); // not newer than what the cache holds now: ignored
    expect((await cache.load(stream)).state).toBe(2);
    expect(reads).toEqual([undefined, undefined, 2]);
  });

  it('drops the least recently used past its stream or event budget', async () => {
    const { store, reads } = recordingStore();
    const cache = streamFoldCache(store, count, () => 0, { streams: 100, events: 12 });
    const streams = [uniqueStream(), uniqueStream(), uniqueStream()];
    for (const stream of streams) await store.append(stream, newEvents(4), { expectedRevision: 'no_stream' });
    for (const stream of streams) await cache.load(stream); // 3 × (4 + 1) held > 12: the first goes
    reads.length = 0;
    await cache.load(streams[2]!);
    await cache.load(streams[0]!);
    expect(reads).toEqual([4, undefined]);
  });
});
