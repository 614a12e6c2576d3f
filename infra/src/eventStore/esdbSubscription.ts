import {
  type AllStreamResolvedEvent,
  type AllStreamSubscription,
  type EventStoreDBClient,
  type Position,
  START,
  streamNameFilter,
} from '@eventstore/db-client';
import { commitPositionOf, toEsdbPosition } from './esdbMapping.js';
import type { RecordedEvent, SubscribeToAllOptions, SubscriptionItem } from './port.js';

const CHECKPOINT = Symbol('checkpoint');
interface CheckpointMarker {
  [CHECKPOINT]: number;
}

function isCheckpoint(item: AllStreamResolvedEvent | CheckpointMarker): item is CheckpointMarker {
  return CHECKPOINT in item;
}

/**
 * The client reports checkpoints through a callback, out of band. The
 * callback runs inside the subscription's transform, between the events
 * before and after it, so pushing a marker into that same readable keeps the
 * checkpoint in order: it can never overtake an event it vouches for.
 */
function pushCheckpoint(subscription: AllStreamSubscription, position: Position): void {
  const marker: CheckpointMarker = { [CHECKPOINT]: commitPositionOf(position) };
  subscription.push(marker);
}

export function openEsdbSubscription(
  client: EventStoreDBClient,
  options: SubscribeToAllOptions,
): AllStreamSubscription {
  const after = options.after ?? 0;
  const wanted = options.streamPrefixes ?? [];
  const prefixes = wanted.filter((prefix) => !prefix.startsWith('$'));
  const filter =
    wanted.length === 0
      ? // Filtering out `$` streams on the server (rather than here) also gets us checkpoints.
        streamNameFilter({ regex: '^[^$]', checkpointReached: pushCheckpoint })
      : prefixes.length > 0
        ? streamNameFilter({ prefixes, checkpointReached: pushCheckpoint })
        : // Only `$` prefixes were asked for: nothing of ours can match (no stream name is empty).
          streamNameFilter({ regex: '^$', checkpointReached: pushCheckpoint });
  return client.subscribeToAll({ fromPosition: after > 0 ? toEsdbPosition(after) : START, filter });
}

/**
 * Maps the client's stream of resolved events and checkpoint markers to the
 * port's items; `toEvent` answers null for what is not served (a `$` stream,
 * an expired event).
 */
export async function* esdbSubscription(
  subscription: AllStreamSubscription,
  after: number,
  toEvent: (resolved: AllStreamResolvedEvent) => RecordedEvent | null,
  signal: AbortSignal,
): AsyncGenerator<SubscriptionItem, void, undefined> {
  let reported = after;
  for await (const item of subscription as AsyncIterable<AllStreamResolvedEvent | CheckpointMarker>) {
    if (signal.aborted) return;
    if (isCheckpoint(item)) {
      if (item[CHECKPOINT] > reported) {
        reported = item[CHECKPOINT];
        yield { kind: 'checkpoint', position: reported };
      }
      continue;
    }
    const event = toEvent(item);
    // The start position is exclusive; the guard keeps it so whatever the server does.
    if (event === null || event.position <= after) continue;
    reported = Math.max(reported, event.position);
    yield { kind: 'event', event };
  }
}
