import {
  type AllStreamResolvedEvent,
  type Filter,
  FORWARDS,
  type KurrentDBClient,
  type Position,
  START,
  streamNameFilter,
} from '@kurrent/kurrentdb-client';
import { commitPositionOf, toEsdbPosition } from './esdbMapping.js';

/**
 * How far the server searches per catch-up page (events it considers, not
 * events it returns), and how often it reports a checkpoint: every
 * `MAX_SEARCH_WINDOW × CHECKPOINT_INTERVAL` considered events, live too. The
 * client's defaults (32 × 1) cost a checkpoint message, and so a checkpoint
 * write by a projector, every 32 skipped events; the head of the log is
 * reported by the head probe instead (see esdbSubscription).
 */
export const MAX_SEARCH_WINDOW = 256;
export const CHECKPOINT_INTERVAL = 4;

type CheckpointReached = (position: Position) => void;

/** The server-side filter for the port's `streamPrefixes`; `$` streams are never ours to hand out. */
export function esdbFilterFor(streamPrefixes: readonly string[], onCheckpoint?: CheckpointReached): Filter {
  const prefixes = streamPrefixes.filter((prefix) => !prefix.startsWith('$'));
  const cadence = {
    maxSearchWindow: MAX_SEARCH_WINDOW,
    checkpointInterval: CHECKPOINT_INTERVAL,
    ...(onCheckpoint && { checkpointReached: (_: unknown, position: Position) => onCheckpoint(position) }),
  };
  if (streamPrefixes.length === 0) return streamNameFilter({ regex: '^[^$]', ...cadence });
  if (prefixes.length > 0) return streamNameFilter({ prefixes, ...cadence });
  // Only `$` prefixes were asked for: nothing of ours can match (no stream name is empty).
  return streamNameFilter({ regex: '^$', ...cadence });
}

/** The position of an item read from the server, matched by the filter or not, or 0 when it has none. */
export function rawPositionOf(resolved: AllStreamResolvedEvent): number {
  return commitPositionOf(resolved.event?.position ?? resolved.link?.position ?? resolved.commitPosition);
}

/**
 * Position of the first event after `after` that `filter` matches, or null
 * when the log holds none. A read of `$all` from a position includes the
 * event there, so two are read.
 */
export async function firstMatchAfter(
  client: Pick<KurrentDBClient, 'readAll'>,
  filter: Filter,
  after: number,
): Promise<number | null> {
  let found: number | null = null;
  // Read to the end of the (two-item) answer: leaving it early would leave the call open.
  for await (const resolved of client.readAll({
    fromPosition: after > 0 ? toEsdbPosition(after) : START,
    direction: FORWARDS,
    maxCount: 2,
    filter,
    // As the head read is: a follower behind the leader could miss an event the subscription will still deliver.
    requiresLeader: true,
  })) {
    const at = rawPositionOf(resolved);
    if (found === null && at > after) found = at;
  }
  return found;
}
