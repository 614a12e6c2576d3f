import {
  type AllStreamResolvedEvent,
  FORWARDS,
  type KurrentDBClient,
  type Position,
  START,
} from '@kurrent/kurrentdb-client';
import { esdbFilterFor } from './esdbSubscriptionFilter.js';
import { needsExpiryMarker, type StreamEnd } from './expiryMarker.js';
import type { RetentionPolicy } from './port.js';
import { retentionRuleFor } from './retentionPolicy.js';

/** Events per `$all` read: each read is one gRPC call, read to its end. */
const PAGE = 1_000;

export interface EsdbExpiryMarkerDeps {
  client: Pick<KurrentDBClient, 'readAll'>;
  policy: RetentionPolicy;
  /**
   * Appends the expiry marker after `revision`, with that expected
   * revision, through the adapter's own append (not `append`, which
   * refuses the marker's type); a conflict (a new event since) is no error.
   */
  appendMarker: (streamName: string, revision: number) => Promise<void>;
  /**
   * Called once per process for each stream under a rule that the reads
   * find: the adapter writes the stream's `$maxAge` there too, so a stream
   * whose creating append was not followed by its metadata write (a crash in
   * between, and no retry of that append) still gets it, or the scavenge
   * would never delete its expired events.
   */
  onStreamSeen?: (streamName: string) => Promise<void>;
  now?: () => number;
}

/**
 * EventStoreDB's part of `pruneExpired`: its scavenge removes what `$maxAge`
 * expired, except each stream's last event, so a quiet channel's last
 * message would stay on disk. Stream reads hide expired events, but `$all`
 * still holds them until a scavenge: this reads `$all` (filtered on the
 * server to the rules' prefixes) from where the last run stopped, keeps each
 * such stream's last event, and appends the expiry marker after those that
 * expired. The first run after a start reads every event of those streams
 * still on disk (the retention period, plus what awaits a scavenge); later
 * runs only what is new. Memory: one entry per stream under a rule.
 */
export function esdbExpiryMarkers({
  client,
  policy,
  appendMarker,
  onStreamSeen,
  now = Date.now,
}: EsdbExpiryMarkerDeps): () => Promise<number> {
  const ends = new Map<string, StreamEnd>();
  const seen = new Set<string>();
  let from: Position | undefined;
  // The server-side prefix filter the subscriptions use.
  const filter = esdbFilterFor(policy.map((rule) => rule.streamPrefix));

  const readNewEnds = async (): Promise<void> => {
    for (;;) {
      let count = 0;
      for await (const resolved of client.readAll({
        fromPosition: from ?? START,
        direction: FORWARDS,
        maxCount: PAGE,
        filter,
      }) as AsyncIterable<AllStreamResolvedEvent>) {
        count++;
        const event = resolved.event;
        if (!event) continue;
        // `fromPosition` is inclusive: the last event of a page comes again first; keeping it twice is harmless.
        ends.set(event.streamId, {
          streamName: event.streamId,
          revision: Number(event.revision),
          type: event.type,
          recordedAtMs: event.created.getTime(),
        });
        from = event.position;
      }
      if (count < PAGE) return;
    }
  };

  return async () => {
    if (policy.length === 0) return 0;
    await readNewEnds();
    for (const streamName of ends.keys()) {
      if (seen.has(streamName)) continue;
      await onStreamSeen?.(streamName);
      seen.add(streamName);
    }
    let marked = 0;
    for (const end of ends.values()) {
      const rule = retentionRuleFor(policy, end.streamName);
      if (!rule || !needsExpiryMarker(end, now() - rule.maxAgeSeconds * 1000)) continue;
      await appendMarker(end.streamName, end.revision);
      // The next run reads the marker back (or the event that beat it) as the stream's end.
      ends.delete(end.streamName);
      marked++;
    }
    return marked;
  };
}
