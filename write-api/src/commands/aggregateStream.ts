import { type DomainEvent, parseDomainEvent } from '@mohalla/contracts';
import type { EventStore } from '@mohalla/infra';

/** A stream folded into its current state, with what a handler needs to append after it. */
export interface LoadedStream<S> {
  state: S;
  /** Revision of the last event, or -1 when the stream does not exist. */
  revision: number;
  /** Log position of the last event, or 0. */
  position: number;
  eventIds: ReadonlySet<string>;
}

export async function loadStream<S>(
  eventStore: EventStore,
  streamName: string,
  evolve: (state: S, event: DomainEvent) => S,
  initialState: S,
): Promise<LoadedStream<S>> {
  const recorded = await eventStore.readStream(streamName);
  let state = initialState;
  for (const event of recorded) state = evolve(state, parseDomainEvent(event));
  const last = recorded.at(-1);
  return {
    state,
    revision: last?.revision ?? -1,
    position: last?.position ?? 0,
    eventIds: new Set(recorded.map((e) => e.eventId)),
  };
}
