import {
  type AllStreamResolvedEvent,
  type AppendStreamState,
  type CurrentStreamState,
  type EventData,
  type JSONType,
  jsonEvent,
  NO_STREAM,
  type Position,
  type ResolvedEvent,
} from '@kurrent/kurrentdb-client';
import { EventMetadataSchema } from '@mohalla/contracts';
import type { NewEvent, RecordedEvent } from './port.js';

/**
 * The server's state for an expected revision the server checks durably
 * (against the stream's stored events): a number, or `-1`/`'no_stream'`.
 * `'any'` and `'stream_exists'` never reach the server as such (see esdbAppend).
 */
export function toEsdbStreamState(revision: number): AppendStreamState {
  return revision < 0 ? NO_STREAM : BigInt(revision);
}

/** The stream's last revision from a conflict report, -1 when it does not exist (or is deleted). */
export function fromEsdbCurrentState(actual: CurrentStreamState): number {
  return actual === NO_STREAM || actual < 0n ? -1 : Number(actual);
}

export function toEventData(event: NewEvent): EventData {
  return jsonEvent({
    id: event.eventId,
    type: event.type,
    // The client's JSON type leaves out scalars, which it serialises all the same.
    data: (event.data ?? null) as JSONType,
    metadata: event.metadata,
  });
}

/** Positions travel as `{ commit, prepare }`; for events outside explicit transactions both are equal. */
export function toEsdbPosition(position: number): Position {
  return { commit: BigInt(position), prepare: BigInt(position) };
}

/**
 * Servers before 22.6 leave the position of stream reads unset (or at the
 * u64 maximum); no number we could answer would be true, so such events get 0.
 */
const UNKNOWN_POSITION = 0;
const LARGEST_REAL_POSITION = BigInt(Number.MAX_SAFE_INTEGER);

export function commitPositionOf(position: Position | bigint | undefined): number {
  const commit = typeof position === 'bigint' ? position : position?.commit;
  if (commit === undefined || commit < 0n || commit > LARGEST_REAL_POSITION) return UNKNOWN_POSITION;
  return Number(commit);
}

/** Whether an item read from the server is ours to hand out (not a `$` stream, not a link). */
export function isUserEvent(resolved: ResolvedEvent | AllStreamResolvedEvent): boolean {
  const event = resolved.event;
  return event?.isJson === true && !event.streamId.startsWith('$');
}

export function toRecordedEvent(resolved: ResolvedEvent | AllStreamResolvedEvent): RecordedEvent | null {
  const event = resolved.event;
  if (event === undefined || !isUserEvent(resolved)) return null;
  return {
    eventId: event.id,
    type: event.type,
    data: event.data,
    metadata: EventMetadataSchema.parse(event.metadata),
    streamName: event.streamId,
    revision: Number(event.revision),
    position: commitPositionOf(event.position ?? resolved.commitPosition),
  };
}
