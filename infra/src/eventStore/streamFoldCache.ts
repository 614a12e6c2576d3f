import type { EventStore, RecordedEvent } from './port.js';

/** A stream folded up to `revision`. */
export interface FoldedStream<S> {
  state: S;
  /** Revision of the last event folded, or -1 when the stream does not exist. */
  revision: number;
  /** Log position of the last event folded, or 0. */
  position: number;
  /** Every event id of the stream: what idempotency checks look up. */
  eventIds: Set<string>;
}

export interface StreamFoldCache<S> {
  /**
   * The stream folded up to what the log holds now: the cached fold plus the
   * events after its revision (a tail read, which is how a write by another
   * process is seen), or the whole stream when it is not cached. The entry
   * stays in the cache; the caller only reads it.
   */
  load(streamName: string): Promise<FoldedStream<S>>;
  /**
   * Like `load`, but takes the entry out of the cache: the caller owns it and
   * may evolve it in place, then `put`s it back once what it folded is
   * committed (or drops it when the append failed).
   */
  take(streamName: string): Promise<FoldedStream<S>>;
  /** Puts a fold back, unless the cache meanwhile holds a newer one. */
  put(streamName: string, folded: FoldedStream<S>): void;
}

/**
 * Folded streams, least recently used dropped past `limits.streams` streams
 * or `limits.events` events held (a fold keeps every event id of its stream,
 * and often a set as large: a few popular posts must not hold the memory of
 * thousands of quiet ones). Every
 * `load` reads the log's tail, so a cached fold is never staler than the log
 * (an event by any process is folded at the next load); what the cache saves
 * is reading and folding the events before it.
 *
 * `fold` may change the state it is given in place (a Set of voters grows
 * per event rather than being copied): a state belongs to its entry, and an
 * entry is changed only by the `load` that holds it or by the owner that took it.
 */
export function streamFoldCache<S>(
  eventStore: EventStore,
  fold: (state: S, event: RecordedEvent) => S,
  initialState: () => S,
  limits: { streams: number; events: number },
): StreamFoldCache<S> {
  const entries = new Map<string, FoldedStream<S>>();
  // The events each entry held when last remembered (in-place folds change it only through `remember`).
  const weights = new Map<string, number>();
  let heldEvents = 0;

  const forget = (streamName: string): void => {
    entries.delete(streamName);
    heldEvents -= weights.get(streamName) ?? 0;
    weights.delete(streamName);
  };

  const remember = (streamName: string, folded: FoldedStream<S>): void => {
    forget(streamName);
    const weight = folded.revision + 2;
    entries.set(streamName, folded);
    weights.set(streamName, weight);
    heldEvents += weight;
    while (entries.size > 1 && (entries.size > limits.streams || heldEvents > limits.events)) {
      forget(entries.keys().next().value as string);
    }
  };

  const foldInto = (folded: FoldedStream<S>, events: readonly RecordedEvent[]): void => {
    for (const event of events) {
      if (event.revision <= folded.revision) continue;
      folded.state = fold(folded.state, event);
      folded.revision = event.revision;
      folded.position = event.position;
      folded.eventIds.add(event.eventId);
    }
  };

  const load = async (streamName: string): Promise<FoldedStream<S>> => {
    for (;;) {
      const cached = entries.get(streamName);
      if (!cached) {
        const fresh: FoldedStream<S> = {
          state: initialState(),
          revision: -1,
          position: 0,
          eventIds: new Set(),
        };
        foldInto(fresh, await eventStore.readStream(streamName));
        const now = entries.get(streamName);
        if (!now || now.revision < fresh.revision) remember(streamName, fresh);
        return fresh;
      }
      const tail = await eventStore.readStream(streamName, { fromRevision: cached.revision + 1 });
      // Taken or replaced while the tail was read: its owner may be folding into it; start over.
      if (entries.get(streamName) !== cached) continue;
      foldInto(cached, tail);
      remember(streamName, cached);
      return cached;
    }
  };

  return {
    load,
    async take(streamName) {
      const folded = await load(streamName);
      if (entries.get(streamName) === folded) forget(streamName);
      return folded;
    },
    put(streamName, folded) {
      const now = entries.get(streamName);
      if (!now || now.revision < folded.revision) remember(streamName, folded);
    },
  };
}
