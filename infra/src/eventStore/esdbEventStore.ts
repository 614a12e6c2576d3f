import {
  type AllStreamResolvedEvent,
  BACKWARDS,
  END,
  FORWARDS,
  KurrentDBClient,
  type Position,
  type ReadPosition,
  type ResolvedEvent,
  START,
  StreamNotFoundError,
} from '@kurrent/kurrentdb-client';
import { appendToEsdb } from './esdbAppend.js';
import { toClientConnectionString } from './esdbConnectionString.js';
import { createEsdbHeadWatch } from './esdbHeadWatch.js';
import { commitPositionOf, isUserEvent, toEsdbPosition, toRecordedEvent } from './esdbMapping.js';
import { esdbExpiryMarkers } from './esdbScavenge.js';
import { openEsdbSubscription } from './esdbSubscription.js';
import { assertNoExpiryMarker, EXPIRY_MARKER_TYPE, expiryMarker } from './expiryMarker.js';
import { validateNewEvents } from './newEventValidation.js';
import {
  type EventStore,
  type RecordedEvent,
  type RetentionPolicy,
  type Subscription,
  WrongExpectedRevisionError,
} from './port.js';
import { checkRetentionPolicy, isExpired, retentionRuleFor } from './retentionPolicy.js';

const PAGE = 1_000;
/** Pages of the backwards read for the head; more follow while the server's own `$` events top the log. */
const HEAD_PAGE = 8;

export interface EsdbEventStoreOptions {
  /** `kurrentdb://` or `esdb://` (see esdbConnectionString). */
  connectionString: string;
  /** How long events of some streams are kept (see the port). Default: forever. */
  retention?: RetentionPolicy;
  /** How often filtered subscriptions learn where the head of the log is (see esdbSubscription). Default 250 ms. */
  headProbeIntervalMs?: number;
  /** For tests: a client in place of one built from the connection string. */
  client?: EsdbClient;
}

export type EsdbClient = Pick<
  KurrentDBClient,
  'appendToStream' | 'readStream' | 'readAll' | 'subscribeToAll' | 'setStreamMetadata' | 'dispose'
>;

/**
 * The scaled edition's event log on EventStoreDB / KurrentDB. Positions are
 * `$all` commit positions; `$` streams (the server's own) are never returned.
 *
 * Retention is the server's: the append that creates a stream under a rule
 * then writes `$maxAge` into the stream's metadata, so the server stops
 * serving the stream's old events and its scavenge deletes them. Never
 * before: a metadata stream would make an empty stream pass `stream_exists`.
 * A retry of that append (recognised as such) writes it again, which repairs
 * a process that stopped in between. Reads of `$all` ignore stream metadata until that scavenge, so this
 * adapter leaves expired events out of `$all` reads and subscriptions itself
 * (by the event's `created`, the server's clock).
 */
export function createEsdbEventStore(options: EsdbEventStoreOptions): EventStore {
  const client: EsdbClient =
    options.client ?? KurrentDBClient.connectionString(toClientConnectionString(options.connectionString));
  const subscriptions = new Set<Subscription>();
  const policy = checkRetentionPolicy(options.retention ?? []);
  /** Ours to hand out and not expired, else null. */
  const toServedEvent = (resolved: ResolvedEvent | AllStreamResolvedEvent): RecordedEvent | null => {
    const event = toRecordedEvent(resolved);
    const created = resolved.event?.created.getTime() ?? 0;
    return event &&
      event.type !== EXPIRY_MARKER_TYPE &&
      !isExpired(policy, event.streamName, created, Date.now())
      ? event
      : null;
  };
  const markExpiredEnds = esdbExpiryMarkers({
    client,
    policy,
    onStreamSeen: writeMaxAge,
    appendMarker: async (streamName, revision) => {
      await appendToEsdb(client, streamName, [expiryMarker(Date.now())], revision).catch((error: unknown) => {
        if (!(error instanceof WrongExpectedRevisionError)) throw error;
      });
    },
  });

  /**
   * After the append that created the stream, and once per process for each stream the
   * expiry prune finds (a crash between that append and this write is mended there);
   * writing the same `$maxAge` again is harmless.
   */
  async function writeMaxAge(streamName: string): Promise<void> {
    const rule = retentionRuleFor(policy, streamName);
    if (!rule) return;
    try {
      await client.setStreamMetadata(streamName, { maxAge: rule.maxAgeSeconds });
    } catch (error) {
      throw new Error(
        `Append to ${streamName} stored its events, but writing the stream's $maxAge failed; ` +
          'retrying the append (same event ids) or the next expiry prune writes it',
        { cause: error },
      );
    }
  }

  /**
   * Reads `$all` in pages, handing each item to `take` until it answers
   * `false`. Each page restarts at the last position seen, which the server
   * includes again, so that item is dropped. Pages are always read to their
   * end: leaving a read early would leave its gRPC call open.
   */
  async function scanAll(
    from: number,
    direction: typeof FORWARDS | typeof BACKWARDS,
    pageSize: number,
    take: (resolved: AllStreamResolvedEvent) => boolean,
  ): Promise<void> {
    let position: ReadPosition = from > 0 ? toEsdbPosition(from) : direction === FORWARDS ? START : END;
    let seenUpTo: number | null = direction === FORWARDS ? from : null;
    let wantMore = true;
    while (wantMore) {
      let count = 0;
      let last: Position | undefined;
      for await (const resolved of client.readAll({
        fromPosition: position,
        direction,
        maxCount: pageSize,
        // The head and read-your-writes need what was appended, which a follower may not hold yet.
        requiresLeader: true,
      })) {
        count++;
        last = resolved.event?.position ?? resolved.link?.position ?? last;
        const at = commitPositionOf(last);
        const fresh = seenUpTo === null || (direction === FORWARDS ? at > seenUpTo : at < seenUpTo);
        if (wantMore && fresh) wantMore = take(resolved);
      }
      if (count < pageSize || last === undefined) return;
      seenUpTo = commitPositionOf(last);
      position = last;
    }
  }

  /** Read four times a second by the head watch: a page holds what usually tops the log, the newest event of ours. */
  async function headPosition(): Promise<number> {
    let head = 0;
    await scanAll(0, BACKWARDS, HEAD_PAGE, (resolved) => {
      if (!isUserEvent(resolved)) return true;
      head = commitPositionOf(resolved.event?.position);
      return false;
    });
    return head;
  }
  const headWatch = createEsdbHeadWatch(headPosition, options.headProbeIntervalMs ?? 250);

  return {
    async append(streamName, events, { expectedRevision }) {
      validateNewEvents(streamName, events);
      assertNoExpiryMarker(streamName, events);
      const { firstRevision, ...result } = await appendToEsdb(client, streamName, events, expectedRevision);
      if (firstRevision === 0 && events.length > 0) await writeMaxAge(streamName);
      return result;
    },

    async readStream(streamName, { direction = 'forwards', fromRevision, maxCount } = {}) {
      if (streamName.startsWith('$') || maxCount === 0) return [];
      const events: RecordedEvent[] = [];
      try {
        const read = client.readStream(streamName, {
          direction: direction === 'forwards' ? FORWARDS : BACKWARDS,
          fromRevision:
            fromRevision !== undefined ? BigInt(fromRevision) : direction === 'forwards' ? START : END,
          ...(maxCount !== undefined && { maxCount }),
        });
        for await (const resolved of read) {
          // The server already leaves out what `$maxAge` hides; this also covers a stream written before its rule.
          const event = toServedEvent(resolved);
          if (event) events.push(event);
        }
      } catch (error) {
        if (error instanceof StreamNotFoundError) return [];
        throw error;
      }
      return events;
    },

    async readAll({ after = 0, maxCount } = {}) {
      const limit = maxCount ?? Number.POSITIVE_INFINITY;
      const events: RecordedEvent[] = [];
      if (limit <= 0) return events;
      // One more than wanted, as the first item of a later page repeats; never below 2, or a page could not advance.
      const pageSize = Math.max(2, Math.min(PAGE, limit + 1));
      await scanAll(after, FORWARDS, pageSize, (resolved) => {
        const event = toServedEvent(resolved);
        if (event) events.push(event);
        return events.length < limit;
      });
      return events;
    },

    headPosition,

    subscribeToAll(subscribeOptions = {}) {
      const subscription = openEsdbSubscription(
        { client, headPosition, headWatch, toEvent: toServedEvent },
        subscribeOptions,
        () => subscriptions.delete(subscription),
      );
      subscriptions.add(subscription);
      return subscription;
    },

    async pruneExpired() {
      // The scavenge (compose's kurrentdb-scavenge) deletes what `$maxAge` expired, except each
      // stream's last event: the expiry markers make an expired last event no longer last.
      await markExpiredEnds();
      return 0;
    },

    async close() {
      await Promise.all([...subscriptions].map((subscription) => subscription.close()));
      await client.dispose();
    },
  };
}
