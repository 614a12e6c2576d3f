import {
  type AppendStreamState,
  BACKWARDS,
  END,
  type KurrentDBClient,
  STREAM_EXISTS,
  StreamNotFoundError,
  WrongExpectedVersionError,
} from '@kurrent/kurrentdb-client';
import { findEarlierEsdbAppend, type TailEvent } from './esdbEarlierAppend.js';
import { commitPositionOf, fromEsdbCurrentState, toEsdbStreamState, toEventData } from './esdbMapping.js';
import {
  type AppendResult,
  type ExpectedRevision,
  type NewEvent,
  WrongExpectedRevisionError,
} from './port.js';

/**
 * How many of a stream's newest events (besides the append's own) an `'any'`
 * or `'stream_exists'` append checks its ids against: a retry is recognised
 * as long as fewer events than this were appended to the stream after the
 * first attempt.
 */
export const IDEMPOTENCE_WINDOW = 100;
/** Concurrent writers to one stream make an attempt lose; each loss re-reads the tail, so this only ends a pathological race. */
const MAX_ATTEMPTS = 25;

export type EsdbAppendClient = Pick<KurrentDBClient, 'appendToStream' | 'readStream'>;

export interface EsdbAppendOutcome extends AppendResult {
  /** Revision of the append's first event: 0 when this append created the stream. */
  firstRevision: number;
}

/**
 * Appends with the port's idempotence, made durable. The server recognises a
 * retried append by reading the stream only when the expected revision is a
 * number or `no_stream`; for `any` and `stream_exists` it asks an in-memory
 * cache that a restart empties. So those two become a number here: read the
 * stream's tail, answer the first append's result when its ids are there,
 * else append at the tail's revision and start over when another writer got
 * in between.
 */
export async function appendToEsdb(
  client: EsdbAppendClient,
  streamName: string,
  events: readonly NewEvent[],
  expected: ExpectedRevision,
): Promise<EsdbAppendOutcome> {
  if (typeof expected === 'number' || expected === 'no_stream') {
    return appendAt(client, streamName, events, expected === 'no_stream' ? -1 : expected, expected);
  }
  // A stream whose every event expired reads as empty but is not: the server's conflict report says where it is.
  let reported: number | null = null;
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const tail = await readTail(client, streamName, IDEMPOTENCE_WINDOW + events.length);
    const earlier = findEarlierEsdbAppend(
      streamName,
      events,
      expected,
      tail,
      IDEMPOTENCE_WINDOW + events.length,
    );
    if (earlier) return earlier;
    const last = tail[0]?.revision ?? reported;
    if (events.length === 0) return emptyAppend(streamName, expected, last ?? -1, tail[0]?.position ?? 0);
    if (expected === 'stream_exists' && last !== null && last < 0) {
      throw new WrongExpectedRevisionError(streamName, expected, -1);
    }
    // Only when nothing tells the revision: the server checks that the stream exists (no duplicate check needed, the tail had none of these ids).
    const state: AppendStreamState =
      last === null
        ? expected === 'stream_exists'
          ? STREAM_EXISTS
          : toEsdbStreamState(-1)
        : toEsdbStreamState(last);
    try {
      return await appendOnce(client, streamName, events, state);
    } catch (error) {
      if (!(error instanceof WrongExpectedVersionError)) throw error;
      reported = fromEsdbCurrentState(error.actualState);
    }
  }
  throw new Error(
    `Append to ${streamName}: other writers moved the stream during ${MAX_ATTEMPTS} attempts; nothing was stored`,
  );
}

async function appendAt(
  client: EsdbAppendClient,
  streamName: string,
  events: readonly NewEvent[],
  revision: number,
  expected: ExpectedRevision,
): Promise<EsdbAppendOutcome> {
  try {
    return await appendOnce(client, streamName, events, toEsdbStreamState(revision));
  } catch (error) {
    if (error instanceof WrongExpectedVersionError) {
      throw new WrongExpectedRevisionError(streamName, expected, fromEsdbCurrentState(error.actualState));
    }
    throw error;
  }
}

async function appendOnce(
  client: EsdbAppendClient,
  streamName: string,
  events: readonly NewEvent[],
  streamState: AppendStreamState,
): Promise<EsdbAppendOutcome> {
  const result = await client.appendToStream(streamName, events.map(toEventData), { streamState });
  const nextExpectedRevision = Number(result.nextExpectedRevision);
  const firstRevision = nextExpectedRevision - events.length + 1;
  // The server answers a retry it recognised without a position; the stored event still has one.
  const position = result.position
    ? commitPositionOf(result.position)
    : await positionOfRevision(client, streamName, nextExpectedRevision);
  return { nextExpectedRevision, position, firstRevision };
}

function emptyAppend(
  streamName: string,
  expected: ExpectedRevision,
  last: number,
  position: number,
): EsdbAppendOutcome {
  if (expected === 'stream_exists' && last < 0)
    throw new WrongExpectedRevisionError(streamName, expected, -1);
  return { nextExpectedRevision: last, position, firstRevision: last + 1 };
}

/**
 * The stream's newest events, newest first; none when it does not exist.
 * From the leader: a follower behind it could hide the first attempt of a
 * retry, which would then be stored twice.
 */
async function readTail(
  client: EsdbAppendClient,
  streamName: string,
  maxCount: number,
): Promise<TailEvent[]> {
  const tail: TailEvent[] = [];
  try {
    for await (const resolved of client.readStream(streamName, {
      direction: BACKWARDS,
      fromRevision: END,
      maxCount,
      requiresLeader: true,
    })) {
      const event = resolved.event;
      if (!event) continue;
      tail.push({
        eventId: event.id,
        revision: Number(event.revision),
        position: commitPositionOf(event.position ?? resolved.commitPosition),
      });
    }
  } catch (error) {
    if (error instanceof StreamNotFoundError) return [];
    throw error;
  }
  return tail;
}

export async function positionOfRevision(
  client: Pick<KurrentDBClient, 'readStream'>,
  streamName: string,
  revision: number,
): Promise<number> {
  let position = 0;
  for await (const resolved of client.readStream(streamName, {
    fromRevision: BigInt(revision),
    maxCount: 1,
  })) {
    position = commitPositionOf(resolved.event?.position ?? resolved.commitPosition);
  }
  return position;
}
