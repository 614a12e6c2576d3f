import type { DomainEvent, EventMetadata, RecordedEvent } from '@mohalla/contracts';

/**
 * The ports command handling needs, declared where they are used (the domain)
 * and implemented in infra (`eventStoreCommandStore`), which satisfies them
 * structurally without importing domain. The per-stream lanes that batch
 * commands live here with the rules they apply (idempotency, If-Match,
 * retries); the fold cache and the log itself are plumbing behind `folds`
 * and `log`.
 */

export interface NewEvent {
  /** A UUID. Appending an event id the stream already holds is a no-op. */
  eventId: string;
  type: string;
  data: unknown;
  metadata: EventMetadata;
}

export type ExpectedRevision = 'any' | 'no_stream' | number;

export interface Appended {
  /** Log position of the last event appended. */
  position: number;
  /** The stream's revision after the append. */
  nextExpectedRevision: number;
}

/** The event log as the rules use it: a subset of infra's EventStore port. */
export interface EventLog {
  /** Appends atomically; refuses (see `CommandStore.conflictRevision`) when the stream is not at `expectedRevision`. */
  append(
    streamName: string,
    events: NewEvent[],
    options: { expectedRevision: ExpectedRevision },
  ): Promise<Appended>;
  readStream(
    streamName: string,
    options?: { direction?: 'forwards' | 'backwards'; maxCount?: number },
  ): Promise<RecordedEvent[]>;
}

/** A stream folded into its state, with what a handler needs to append after it. */
export interface StreamFold<S> {
  state: S;
  /** Revision of the last event, or -1 when the stream does not exist. */
  revision: number;
  /** Log position of the last event, or 0. */
  position: number;
  eventIds: Set<string>;
}

/** Folds of one evolve function's streams, each brought up to the log's tail on every load. */
export interface StreamFolds<S> {
  /** The stream as the log holds it now; the caller only reads it. */
  load(streamName: string): Promise<StreamFold<S>>;
  /** Like `load`, but the caller owns the fold until it `put`s it back (once its events are committed). */
  take(streamName: string): Promise<StreamFold<S>>;
  put(streamName: string, fold: StreamFold<S>): void;
}

export type Evolve<S> = (state: S, event: DomainEvent) => S;

export interface CommandStore {
  log: EventLog;
  /** The folds of `evolve`'s streams (cached per evolve function: one stream may be folded by two deciders). */
  folds<S>(evolve: Evolve<S>, initialState: S): StreamFolds<S>;
  /** The stream's actual revision when `error` is the log refusing a stale expected revision; else undefined. */
  conflictRevision(error: unknown): number | undefined;
}
