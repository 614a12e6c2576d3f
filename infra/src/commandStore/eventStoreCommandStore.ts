import { type DomainEvent, parseDomainEvent } from '@mohalla/contracts';
import { type EventStore, type StreamFoldCache, streamFoldCache } from '@mohalla/infra';

/** Folded aggregates kept per evolve function; past these, the least recently used are folded again from the log. */
const LIMITS = { streams: 10_000, events: 250_000 };

type Evolve<S> = (state: S, event: DomainEvent) => S;

// Per event store (a test opens many) and per evolve function (one stream may be folded by two
// deciders, e.g. a post by posting and by moderation); the stores' own lifetimes bound the caches'.
const caches = new WeakMap<EventStore, Map<unknown, StreamFoldCache<unknown>>>();

/** The fold cache of `evolve`'s aggregates on `eventStore` (see streamFoldCache in infra). */
export function aggregateCache<S>(
  eventStore: EventStore,
  evolve: Evolve<S>,
  initialState: S,
): StreamFoldCache<S> {
  let byEvolve = caches.get(eventStore);
  if (!byEvolve) {
    byEvolve = new Map();
    caches.set(eventStore, byEvolve);
  }
  let cache = byEvolve.get(evolve) as StreamFoldCache<S> | undefined;
  if (!cache) {
    cache = streamFoldCache<S>(
      eventStore,
      (state, recorded) => evolve(state, parseDomainEvent(recorded)),
      () => initialState,
      LIMITS,
    );
    byEvolve.set(evolve, cache as StreamFoldCache<unknown>);
  }
  return cache;
}
