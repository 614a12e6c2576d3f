import { randomUUID } from 'node:crypto';
import type { NewEvent } from './port.js';

/**
 * The type of the content-free event `pruneExpired` appends to a stream
 * under a retention rule once the stream's last event has expired, so that
 * event is no longer the stream's last: EventStoreDB's scavenge always keeps
 * a stream's last event (it holds the stream's revision), so a quiet
 * channel's last message would otherwise stay on disk for good. No read
 * serves it (like `$` streams), no caller may append it, and it holds no
 * text: only its revision, which the stream goes on from. Not a domain
 * event name (those are PascalCase), so it can never meet one.
 */
export const EXPIRY_MARKER_TYPE = 'retention.expiry-marker';

/** The marker for a stream, stamped `atMs` (the store's clock). */
export function expiryMarker(atMs: number): NewEvent {
  const id = randomUUID();
  return {
    eventId: id,
    type: EXPIRY_MARKER_TYPE,
    data: {},
    metadata: { actorId: 'retention', correlationId: id, causationId: id, at: new Date(atMs).toISOString() },
  };
}

/** A stream's last stored event, expired or not, as the adapter sees it. */
export interface StreamEnd {
  streamName: string;
  revision: number;
  type: string;
  recordedAtMs: number;
}

/** Whether `end` needs a marker after it: it has expired, and is not already a marker. */
export function needsExpiryMarker(end: StreamEnd, cutoffMs: number): boolean {
  return end.type !== EXPIRY_MARKER_TYPE && end.recordedAtMs < cutoffMs;
}

/** Callers append domain events only: the marker is the store's own. */
export function assertNoExpiryMarker(streamName: string, events: readonly NewEvent[]): void {
  if (events.some((event) => event.type === EXPIRY_MARKER_TYPE)) {
    throw new Error(`Append to ${streamName}: event type ${EXPIRY_MARKER_TYPE} is reserved for the store`);
  }
}
