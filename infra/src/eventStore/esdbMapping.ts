import {
  type AllStreamResolvedEvent,
  ANY,
  type AppendExpectedRevision,
  type CurrentRevision,
  type EventData,
  type JSONType,
  jsonEvent,
  NO_STREAM,
  type Position,
  type ResolvedEvent,
  STREAM_EXISTS,
} from '@eventstore/db-client';
import { EventMetadataSchema } from '@mohalla/contracts';
import type { ExpectedRevision, NewEvent, RecordedEvent } from './port.js';

export function toEsdbExpectedRevision(expected: ExpectedRevision): AppendExpectedRevision {
  switch (expected) {
    case 'any':
      return ANY;
    case 'no_stream':
      return NO_STREAM;
    case 'stream_exists':
      return STREAM_EXISTS;
    default:
      return BigInt(expected);
  }
}

export function fromEsdbCurrentRevision(actual: CurrentRevision): number {
  return actual === NO_STREAM ? -1 : Number(actual);
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
