import type { AppendResult, ExpectedRevision, NewEvent } from './port.js';
import { WrongExpectedRevisionError } from './port.js';
import type { Statements } from './sqliteEventStoreSchema.js';

/**
 * The body of one append; the caller runs it inside `BEGIN IMMEDIATE`, so the
 * revision check and the inserts see no interleaved writer (not even another
 * process sharing the file).
 */
export function appendEvents(
  statements: Statements,
  streamName: string,
  events: readonly NewEvent[],
  expected: ExpectedRevision,
  recordedAt: number,
): AppendResult {
  const last = statements.lastRevision.get({ stream: streamName });
  const current = last?.revision ?? -1;

  const replay = findEarlierAppend(statements, streamName, events, expected, current);
  if (replay) return replay;

  if (!expectationHolds(expected, current)) {
    throw new WrongExpectedRevisionError(streamName, expected, current);
  }
  if (events.length === 0) {
    return { nextExpectedRevision: current, position: last?.position ?? 0 };
  }

  let position = 0;
  events.forEach((event, index) => {
    const info = statements.insert.run(
      streamName,
      current + 1 + index,
      event.eventId,
      event.type,
      JSON.stringify(event.data ?? null),
      JSON.stringify(event.metadata),
      recordedAt,
    );
    position = Number(info.lastInsertRowid);
  });
  return { nextExpectedRevision: current + events.length, position };
}

/** `$` streams belong to a server; there is none here, and the port promises readers never see such names. */
export function assertNotReserved(streamName: string): void {
  if (streamName.startsWith('$')) throw new Error(`Stream ${streamName}: names starting with $ are reserved`);
}

function expectationHolds(expected: ExpectedRevision, current: number): boolean {
  switch (expected) {
    case 'any':
      return true;
    case 'no_stream':
      return current === -1;
    case 'stream_exists':
      return current >= 0;
    default:
      return current === expected;
  }
}

/**
 * Idempotence: when the stream already holds these exact ids, in this order,
 * at consecutive revisions, and the expected revision is the one the first
 * append must have used (or `'any'`), answer that append's result. Any other
 * overlap with stored ids is a conflict, never a partial write.
 */
function findEarlierAppend(
  statements: Statements,
  streamName: string,
  events: readonly NewEvent[],
  expected: ExpectedRevision,
  current: number,
): AppendResult | null {
  const stored = events.map((event) => statements.eventById.get(event.eventId));
  const held = stored.filter((row) => row !== undefined);
  if (held.length === 0) return null;

  const first = stored[0];
  const sameAppend =
    held.length === events.length &&
    first !== undefined &&
    stored.every((row, index) => row?.stream_name === streamName && row.revision === first.revision + index);
  if (!sameAppend) {
    throw new Error(
      `Append to ${streamName}: ${held.length} of ${events.length} event ids are already stored; ` +
        'a retry must resend exactly the events of the first append',
    );
  }

  const before = first.revision - 1;
  const matchesFirstTime =
    expected === 'any' ||
    expected === before ||
    (expected === 'no_stream' && before === -1) ||
    (expected === 'stream_exists' && before >= 0);
  if (!matchesFirstTime) throw new WrongExpectedRevisionError(streamName, expected, current);

  const lastRow = stored[stored.length - 1]!;
  return { nextExpectedRevision: lastRow.revision, position: lastRow.position };
}
