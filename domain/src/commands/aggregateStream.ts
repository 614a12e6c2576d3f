import type { DomainEvent } from '@mohalla/contracts';
import type { EventStore } from '@mohalla/infra';
import { aggregateCache } from './aggregateCache.js';

/** A stream folded into its current state, with what a handler needs to append after it. */
export interface LoadedStream<S> {
  state: S;
  /** Revision of the last event, or -1 when the stream does not exist. */
  revision: number;
  /** Log position of the last event, or 0. */
  position: number;
  eventIds: ReadonlySet<string>;
}

/**
 * The stream as the log holds it now: the cached fold plus the events after
 * it. Read the state, do not keep it across an await: a command on the same
 * stream may evolve it in place meanwhile.
 */
export async function loadStream<S>(
  eventStore: EventStore,
  streamName: string,
  evolve: (state: S, event: DomainEvent) => S,
  initialState: S,
): Promise<LoadedStream<S>> {
  const { state, revision, position, eventIds } = await aggregateCache(eventStore, evolve, initialState).load(
    streamName,
  );
  return { state, revision, position, eventIds };
}
