import {
  type AllStreamResolvedEvent,
  BACKWARDS,
  END,
  EventStoreDBClient,
  FORWARDS,
  type Position,
  type ReadPosition,
  type ResolvedEvent,
  START,
  StreamNotFoundError,
  WrongExpectedVersionError,
} from '@eventstore/db-client';
import {
  commitPositionOf,
  fromEsdbCurrentRevision,
  isUserEvent,
  toEsdbExpectedRevision,
  toEsdbPosition,
  toEventData,
  toRecordedEvent,
} from './esdbMapping.js';
import { esdbSubscription, openEsdbSubscription } from './esdbSubscription.js';
import { validateNewEvents } from './newEventValidation.js';
import {
  type EventStore,
  type RecordedEvent,
  type RetentionPolicy,
  type Subscription,
  WrongExpectedRevisionError,
} from './port.js';
import { checkRetentionPolicy, isExpired, retentionRuleFor } from './retentionPolicy.js';
import { subscriptionHandle } from './subscriptionHandle.js';

const PAGE = 1_000;

export interface EsdbEventStoreOptions {
  connectionString: string;
  /** How long events of some streams are kept (see the port). Default: forever. */
  retention?: RetentionPolicy;
}

/**
 * The scaled edition's event log on EventStoreDB / KurrentDB. Positions are
 * `$all` commit positions; `$` streams (the server's own) are never returned.
 *
 * Retention is the server's: before this process first appends to a stream
 * under a rule, it writes `$maxAge` into the stream's metadata, so the
 * server stops serving the stream's old events and its scavenge deletes
 * them. Reads of `$all` ignore stream metadata until that scavenge, so this
 * adapter leaves expired events out of `$all` reads and subscriptions itself
 * (by the event's `created`, the server's clock).
 */
export function createEsdbEventStore(options: EsdbEventStoreOptions): EventStore {
  const client = EventStoreDBClient.connectionString(options.connectionString);
  const subscriptions = new Set<Subscription>();
  const policy = checkRetentionPolicy(options.retention ?? []);
  const maxAgeWritten = new Set<string>();
  /** Ours to hand out and not expired, else null. */
  const toServedEvent = (resolved: ResolvedEvent | AllStreamResolvedEvent): RecordedEvent | null => {
    const event = toRecordedEvent(resolved);
    const created = resolved.event?.created.getTime() ?? 0;
    return event && !isExpired(policy, event.streamName, created, Date.now()) ? event : null;
  };

  /** Once per stream and process: the metadata write is idempotent, so a restart repeating it is harmless. */
  async function writeMaxAge(streamName: string): Promise<void> {
    const rule = retentionRuleFor(policy, streamName);
    if (!rule || maxAgeWritten.has(streamName)) return;
    await client.setStreamMetadata(streamName, { maxAge: rule.maxAgeSeconds });
    maxAgeWritten.add(streamName);
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

  async function positionOfRevision(streamName: string, revision: number): Promise<number> {
    let position = 0;
    for await (const resolved of client.readStream(streamName, {
      fromRevision: BigInt(revision),
      maxCount: 1,
    })) {
      position = commitPositionOf(resolved.event?.position ?? resolved.commitPosition);
    }
    return position;
  }

  return {
    async append(streamName, events, { expectedRevision }) {
      validateNewEvents(streamName, events);
      await writeMaxAge(streamName);
      try {
        const result = await client.appendToStream(streamName, events.map(toEventData), {
          expectedRevision: toEsdbExpectedRevision(expectedRevision),
        });
        const nextExpectedRevision = Number(result.nextExpectedRevision);
        // An idempotent retry is answered without a position; the stored event still has one.
        const position = result.position
          ? commitPositionOf(result.position)
          : await positionOfRevision(streamName, nextExpectedRevision);
        return { nextExpectedRevision, position };
      } catch (error) {
        if (error instanceof WrongExpectedVersionError) {
          throw new WrongExpectedRevisionError(
            streamName,
            expectedRevision,
            fromEsdbCurrentRevision(error.actualVersion),
          );
        }
        throw error;
      }
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

    async headPosition() {
      let head = 0;
      await scanAll(0, BACKWARDS, 100, (resolved) => {
        if (!isUserEvent(resolved)) return true;
        head = commitPositionOf(resolved.event?.position);
        return false;
      });
      return head;
    },

    subscribeToAll(subscribeOptions = {}) {
      const source = openEsdbSubscription(client, subscribeOptions);
      const subscription = subscriptionHandle(
        (signal) => esdbSubscription(source, subscribeOptions.after ?? 0, toServedEvent, signal),
        async () => {
          subscriptions.delete(subscription);
          await source.unsubscribe().catch(() => undefined);
          // Ends a `for await` parked on the stream; the handle turns its premature-close error into `done`.
          source.destroy();
        },
      );
      subscriptions.add(subscription);
      return subscription;
    },

    async pruneExpired() {
      // The server's scavenge deletes what `$maxAge` expired; operators schedule it (see infra/README.md).
      return 0;
    },

    async close() {
      await Promise.all([...subscriptions].map((subscription) => subscription.close()));
      await client.dispose();
    },
  };
}
