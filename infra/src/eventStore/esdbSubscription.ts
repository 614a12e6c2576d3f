import type {
  AllStreamResolvedEvent,
  AllStreamSubscription,
  KurrentDBClient,
} from '@kurrent/kurrentdb-client';
import { START } from '@kurrent/kurrentdb-client';
import type { EsdbHeadWatch } from './esdbHeadWatch.js';
import { commitPositionOf, toEsdbPosition } from './esdbMapping.js';
import { esdbFilterFor, firstMatchAfter, rawPositionOf } from './esdbSubscriptionFilter.js';
import type { RecordedEvent, SubscribeToAllOptions, Subscription, SubscriptionItem } from './port.js';
import { subscriptionHandle } from './subscriptionHandle.js';

const CHECKPOINT = Symbol('checkpoint');
interface CheckpointMarker {
  [CHECKPOINT]: number;
}
type FeedItem = AllStreamResolvedEvent | CheckpointMarker;

function isCheckpoint(item: FeedItem): item is CheckpointMarker {
  return CHECKPOINT in item;
}

export interface EsdbSubscriptionDeps {
  client: Pick<KurrentDBClient, 'subscribeToAll' | 'readAll'>;
  /** Position of the newest event of ours in the log (the store's `headPosition`). */
  headPosition(): Promise<number>;
  headWatch: EsdbHeadWatch;
  /** Ours to hand out and not expired, else null. */
  toEvent(resolved: AllStreamResolvedEvent): RecordedEvent | null;
}

/**
 * A `$all` subscription with the port's checkpoints. A checkpoint at P says
 * every matching event at or before P has been yielded; three sources give
 * one, each put into the client's readable at the point where it holds, so
 * none can overtake an event it vouches for:
 * - the server's `checkpointReached`, pushed from inside the client's
 *   transform, between the events before and after it;
 * - `caughtUp`, emitted from inside the same transform after the last
 *   catch-up event: the catch-up read the log to its end, so it delivered
 *   every matching event up to the head read taken before subscribing;
 * - for filtered subscriptions once caught up, the head probe: when the head
 *   moved past what was yielded (events the filter skips), a filtered read of
 *   `$all` from the last position yielded finds no match up to that head, so
 *   nothing the subscription could still deliver lies at or before it.
 * Every read here and the subscription itself go to the leader, so the
 * head, the catch-up and the confirming read see one log.
 */
export function openEsdbSubscription(
  deps: EsdbSubscriptionDeps,
  options: SubscribeToAllOptions,
  onClose?: () => void,
): Subscription {
  const after = options.after ?? 0;
  const streamPrefixes = options.streamPrefixes ?? [];
  const probeFilter = esdbFilterFor(streamPrefixes);
  let feed: AllStreamSubscription | undefined;
  let stopWatching: (() => void) | undefined;
  /** Every matching event up to here has been taken from the feed (yielded, or skipped as not served). */
  let taken = after;
  let probing = false;
  let closed = false;

  const pushCheckpoint = (position: number): void => {
    if (!feed || feed.destroyed || feed.readableEnded) return;
    feed.push({ [CHECKPOINT]: position } satisfies CheckpointMarker);
  };

  async function probe(head: number): Promise<void> {
    if (probing || head <= taken) return;
    probing = true;
    try {
      const from = taken;
      const next = await firstMatchAfter(deps.client, probeFilter, from);
      if (next === null || next > head) pushCheckpoint(head);
    } catch {
      // The next head read tries again; the subscription reports a lost server itself.
    } finally {
      probing = false;
    }
  }

  async function* produce(signal: AbortSignal): AsyncGenerator<SubscriptionItem, void, undefined> {
    const headBefore = await deps.headPosition();
    if (signal.aborted) return;
    const source = deps.client.subscribeToAll({
      fromPosition: after > 0 ? toEsdbPosition(after) : START,
      filter: esdbFilterFor(streamPrefixes, (position) => pushCheckpoint(commitPositionOf(position))),
      // On the node the head was read from: a follower's catch-up could end before that head.
      requiresLeader: true,
    });
    feed = source;
    source.on('caughtUp', () => {
      if (closed) return;
      pushCheckpoint(headBefore);
      // Without a filter every event of ours arrives as an event: the head needs no probe.
      if (streamPrefixes.length > 0) stopWatching ??= deps.headWatch.watch(probe);
    });
    yield* mapFeed(source as AsyncIterable<FeedItem>, after, deps.toEvent, signal, (position) => {
      taken = Math.max(taken, position);
    });
  }

  return subscriptionHandle(produce, async () => {
    closed = true;
    onClose?.();
    stopWatching?.();
    if (!feed) return;
    await feed.unsubscribe().catch(() => undefined);
    // Ends a `for await` parked on the feed; the handle turns its premature-close error into `done`.
    feed.destroy();
  });
}

/** Maps the feed to the port's items; checkpoints only move forward, and the start position stays exclusive. */
async function* mapFeed(
  feed: AsyncIterable<FeedItem>,
  after: number,
  toEvent: (resolved: AllStreamResolvedEvent) => RecordedEvent | null,
  signal: AbortSignal,
  onTaken: (position: number) => void,
): AsyncGenerator<SubscriptionItem, void, undefined> {
  let reported = after;
  for await (const item of feed) {
    if (signal.aborted) return;
    if (isCheckpoint(item)) {
      const position = item[CHECKPOINT];
      onTaken(position);
      if (position > reported) {
        reported = position;
        yield { kind: 'checkpoint', position };
      }
      continue;
    }
    onTaken(rawPositionOf(item));
    const event = toEvent(item);
    // The start position is exclusive; the guard keeps it so whatever the server does.
    if (event === null || event.position <= after) continue;
    reported = Math.max(reported, event.position);
    yield { kind: 'event', event };
  }
}
