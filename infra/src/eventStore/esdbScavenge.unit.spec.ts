import type { AllStreamResolvedEvent, Position, ReadAllOptions } from '@kurrent/kurrentdb-client';
import { describe, expect, it } from 'vitest';
import { esdbExpiryMarkers } from './esdbScavenge.js';
import { EXPIRY_MARKER_TYPE } from './expiryMarker.js';

const MINUTE_MS = 60_000;
const policy = [{ streamPrefix: 'channel-', maxAgeSeconds: 60 }];

/**
 * Stands in for the client's `$all` reads: only what the adapter's own logic
 * needs (the prefix filter is the server's and is not checked here; the log
 * holds only channel streams). `fromPosition` is inclusive, as on the server.
 */
function fakeLog() {
  const records: { streamId: string; revision: bigint; type: string; created: Date; position: Position }[] =
    [];
  const reads: ReadAllOptions[] = [];
  const append = (streamId: string, type: string, at: number) => {
    const revision = BigInt(records.filter((r) => r.streamId === streamId).length);
    const commit = BigInt(records.length + 1) * 100n;
    records.push({ streamId, revision, type, created: new Date(at), position: { commit, prepare: commit } });
  };
  const client = {
    readAll(options: ReadAllOptions = {}) {
      reads.push(options);
      const from = options.fromPosition;
      const start = typeof from === 'object' ? from.commit : 0n;
      const page = records
        .filter((r) => r.position.commit >= start)
        .slice(0, Number(options.maxCount ?? 1_000));
      return (async function* () {
        for (const event of page) yield { event } as unknown as AllStreamResolvedEvent;
      })();
    },
  };
  return { client: client as never, append, reads };
}

describe('esdbExpiryMarkers (the adapter logic; no server)', () => {
  it('marks each stream whose last event expired, once, and leaves fresh and marked streams alone', async () => {
    let now = Date.now();
    const log = fakeLog();
    const marked: [string, number][] = [];
    const run = esdbExpiryMarkers({
      client: log.client,
      policy,
      now: () => now,
      appendMarker: async (stream, revision) => {
        marked.push([stream, revision]);
        log.append(stream, EXPIRY_MARKER_TYPE, now);
      },
    });

    log.append('channel-quiet', 'MessageSent', now);
    log.append('channel-quiet', 'MessageSent', now);
    log.append('channel-busy', 'MessageSent', now);
    now += 2 * MINUTE_MS;
    log.append('channel-busy', 'MessageSent', now);

    expect(await run()).toBe(1);
    expect(marked).toEqual([['channel-quiet', 1]]);
    // Nothing new expired: the marker read back as the quiet channel's end needs no marker.
    expect(await run()).toBe(0);
    now += 2 * MINUTE_MS;
    // The busy channel's last message expired now; the quiet one's marker expired too but is a marker.
    expect(await run()).toBe(1);
    expect(marked).toEqual([
      ['channel-quiet', 1],
      ['channel-busy', 1],
    ]);
    // Later runs read on from where the last stopped.
    expect(log.reads.at(-1)?.fromPosition).not.toBe(log.reads[0]?.fromPosition);
  });

  it('hands each stream it finds to onStreamSeen once per process (its $maxAge is written there)', async () => {
    const now = Date.now();
    const log = fakeLog();
    const seen: string[] = [];
    const run = esdbExpiryMarkers({
      client: log.client,
      policy,
      now: () => now,
      appendMarker: async (stream) => log.append(stream, EXPIRY_MARKER_TYPE, now),
      onStreamSeen: async (stream) => {
        seen.push(stream);
      },
    });
    log.append('channel-a', 'MessageSent', now);
    log.append('channel-b', 'MessageSent', now);
    await run();
    log.append('channel-a', 'MessageSent', now);
    log.append('channel-c', 'MessageSent', now);
    await run();
    expect(seen).toEqual(['channel-a', 'channel-b', 'channel-c']);
  });
});
