import type { EsdbAppendOutcome } from './esdbAppend.js';
import { type ExpectedRevision, type NewEvent, WrongExpectedRevisionError } from './port.js';

/** What an idempotence check needs of a stored event. */
export interface TailEvent {
  eventId: string;
  revision: number;
  position: number;
}

/**
 * The port's idempotence rule (the SQLite adapter's, see sqliteAppend) over a
 * stream's newest events, newest first: when they hold these exact ids at
 * consecutive revisions, answer that first append's result. `tailSize` is how
 * many were asked for: when the tail came back full, the earliest ids of the
 * append may lie just past its end, and a matching rest still counts.
 */
export function findEarlierEsdbAppend(
  streamName: string,
  events: readonly NewEvent[],
  expected: ExpectedRevision,
  tail: readonly TailEvent[],
  tailSize: number,
): EsdbAppendOutcome | null {
  const byId = new Map(tail.map((event) => [event.eventId, event]));
  const stored = events.map((event) => byId.get(event.eventId));
  const firstHeld = stored.findIndex((event) => event !== undefined);
  if (firstHeld < 0) return null;

  const anchor = stored[firstHeld]!;
  const firstRevision = anchor.revision - firstHeld;
  const consecutive = stored
    .slice(firstHeld)
    .every((event, index) => event !== undefined && event.revision === anchor.revision + index);
  const cutByTailEnd = firstHeld === 0 || (tail.length === tailSize && tail[tail.length - 1] === anchor);
  if (!consecutive || !cutByTailEnd) {
    const held = stored.filter((event) => event !== undefined).length;
    throw new Error(
      `Append to ${streamName}: ${held} of ${events.length} event ids are already stored; ` +
        'a retry must resend exactly the events of the first append',
    );
  }
  if (expected === 'stream_exists' && firstRevision === 0) {
    // The first append created the stream, which `stream_exists` would have refused.
    throw new WrongExpectedRevisionError(streamName, expected, tail[0]?.revision ?? -1);
  }
  const last = stored[stored.length - 1]!;
  return { nextExpectedRevision: last.revision, position: last.position, firstRevision };
}
