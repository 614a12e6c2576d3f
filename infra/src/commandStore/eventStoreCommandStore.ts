import { type DomainEvent, parseDomainEvent } from '@mohalla/contracts';
import { type EventStore, WrongExpectedRevisionError } from '../eventStore/port.js';
import { type StreamFoldCache, streamFoldCache } from '../eventStore/streamFoldCache.js';

/** Folded aggregates kept per evolve function; past these, the least recently used are folded again from the log. */
const LIMITS = { streams: 10_000, events: 250_000 };

type Evolve<S> = (state: S, event: DomainEvent) => S;

/**
 * What command handling in `@mohalla/domain` needs from the log (its
 * `CommandStore` port, which this satisfies structurally: infra does not
 * import domain): the store, the folds cached per evolve function, and how
 * to recognise a refused expected revision.
 */
export interface EventStoreCommandStore {
  log: EventStore;
  folds<S>(evolve: Evolve<S>, initialState: S): StreamFoldCache<S>;
  conflictRevision(error: unknown): number | undefined;
}

// One per event store (a test opens many), so every caller on a store shares
// its fold caches and, in domain, its command lanes (keyed by this object).
const stores = new WeakMap<EventStore, EventStoreCommandStore>();

export function eventStoreCommandStore(eventStore: EventStore): EventStoreCommandStore {
  const found = stores.get(eventStore);
  if (found) return found;
  // Per evolve function: one stream may be folded by two deciders (a post by posting and by moderation).
  const caches = new Map<unknown, StreamFoldCache<unknown>>();
  const store: EventStoreCommandStore = {
    log: eventStore,
    folds<S>(evolve: Evolve<S>, initialState: S): StreamFoldCache<S> {
      let cache = caches.get(evolve) as StreamFoldCache<S> | undefined;
      if (!cache) {
        cache = streamFoldCache<S>(
          eventStore,
          (state, recorded) => evolve(state, parseDomainEvent(recorded)),
          () => initialState,
          LIMITS,
        );
        caches.set(evolve, cache as StreamFoldCache<unknown>);
      }
      return cache;
    },
    conflictRevision: (error) => (error instanceof WrongExpectedRevisionError ? error.actual : undefined),
  };
  stores.set(eventStore, store);
  return store;
}
