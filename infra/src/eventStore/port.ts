import type { EventMetadata, RecordedEvent } from '@mohalla/contracts';

export type { RecordedEvent };

/**
 * What an append expects the stream to be at:
 * - `'any'`: no check;
 * - `'no_stream'`: the stream must not exist yet;
 * - `'stream_exists'`: the stream must hold at least one event;
 * - a number: the revision of the stream's last event (revisions count from 0).
 */
export type ExpectedRevision = 'any' | 'no_stream' | 'stream_exists' | number;

export interface NewEvent {
  /** A UUID. Appending an event id the stream already holds is a no-op (see `append`). */
  eventId: string;
  type: string;
  data: unknown;
  metadata: EventMetadata;
}

export interface AppendResult {
  /** Revision of the stream's last event after the append. */
  nextExpectedRevision: number;
  /** Log position of the last event of this append: what read-your-writes waits for. */
  position: number;
}

export interface ReadStreamOptions {
  /** Default `'forwards'`. */
  direction?: 'forwards' | 'backwards';
  /** Inclusive. Default: the first event (forwards) or the last (backwards). */
  fromRevision?: number;
  /** Default: no limit. */
  maxCount?: number;
}

export interface ReadAllOptions {
  /** Exclusive: only events whose position is greater. Default: from the start. */
  after?: number;
  /** Default: no limit. */
  maxCount?: number;
}

export interface SubscribeToAllOptions {
  /** Exclusive, as in `readAll`. Default: from the start of the log. */
  after?: number;
  /** Only events whose stream name starts with one of these. Default: every stream. */
  streamPrefixes?: readonly string[];
}

/**
 * What a subscription yields: events in log order, and now and then a
 * `checkpoint` saying every event up to `position` that matches the filter
 * has been delivered (so a consumer whose filter skips most of the log can
 * still advance its checkpoint past the skipped part).
 */
export type SubscriptionItem =
  | { kind: 'event'; event: RecordedEvent }
  | { kind: 'checkpoint'; position: number };

/**
 * Events of streams whose name starts with `streamPrefix` are kept for
 * `maxAgeSeconds` after they were stored (EventStoreDB's `$maxAge`, which is
 * per stream: the adapter gives each matching stream that metadata).
 */
export interface RetentionRule {
  streamPrefix: string;
  /** A whole number of seconds, at least 1. */
  maxAgeSeconds: number;
}

/** Given to an adapter when it is opened; every process opening one log must be given the same policy. */
export type RetentionPolicy = readonly RetentionRule[];

export interface Subscription extends AsyncIterable<SubscriptionItem> {
  /** Ends the iteration; pending `next()` calls resolve with `done`. Idempotent. */
  close(): Promise<void>;
}

/**
 * The event log.
 *
 * Guarantees every adapter keeps (the contract suite checks each):
 * - Events of one append are stored atomically and in order, at consecutive
 *   revisions, and become visible to readers together.
 * - `position` is strictly increasing in append order across the whole log.
 * - An append whose expected revision does not hold throws
 *   `WrongExpectedRevisionError` and stores nothing.
 * - Idempotence: re-appending events whose ids the stream already holds, at
 *   the same expected revision as the first time (or `'any'`), stores nothing
 *   new and answers the first append's result.
 * - A subscription delivers each matching event at least once, in position
 *   order: first what the log holds (catch-up), then new events as they are
 *   appended (live), without gap or reordering at the hand-over.
 * - Stream names starting with `$` belong to the server and are never returned.
 * - Retention: an event of a stream under a rule of the store's retention
 *   policy, stored more than `maxAgeSeconds` ago, is served by no read
 *   (`readStream`, `readAll`, subscriptions) and is removed from storage by
 *   `pruneExpired` or by the server's own scavenge. Revisions and positions
 *   of the events left never change; a stream keeps its last revision even
 *   when all its events are gone, so expected-revision appends go on from
 *   it; a read from an older revision or position gets what is left.
 */
export interface EventStore {
  append(
    streamName: string,
    events: readonly NewEvent[],
    options: { expectedRevision: ExpectedRevision },
  ): Promise<AppendResult>;
  /** Events of one stream; an empty array when the stream does not exist. */
  readStream(streamName: string, options?: ReadStreamOptions): Promise<RecordedEvent[]>;
  /** Events of the whole log in position order. */
  readAll(options?: ReadAllOptions): Promise<RecordedEvent[]>;
  /** Position of the newest event in the log, or 0 when it is empty. */
  headPosition(): Promise<number>;
  subscribeToAll(options?: SubscribeToAllOptions): Subscription;
  /**
   * Removes expired events (see Retention) from storage, in small batches
   * so appends are not held up, and answers how many it removed. EventStoreDB
   * removes them in its scavenge, which the server runs: there it answers 0.
   */
  pruneExpired(): Promise<number>;
  /** Closes connections and ends open subscriptions. */
  close(): Promise<void>;
}

export class WrongExpectedRevisionError extends Error {
  constructor(
    readonly streamName: string,
    readonly expected: ExpectedRevision,
    /** The stream's last revision, or -1 when it does not exist. */
    readonly actual: number,
  ) {
    super(`Stream ${streamName} is at revision ${actual}, expected ${String(expected)}`);
    this.name = 'WrongExpectedRevisionError';
  }
}
