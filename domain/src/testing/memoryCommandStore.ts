import type { DomainEvent, RecordedEvent } from '@mohalla/contracts';
import type {
  CommandStore,
  Evolve,
  ExpectedRevision,
  NewEvent,
  StreamFold,
} from '../commands/commandStore.js';

/** What the in-memory log throws when an append's expected revision is stale. */
export class StaleRevision extends Error {
  constructor(readonly actual: number) {
    super(`stream is at revision ${actual}`);
  }
}

/**
 * The CommandStore port in memory, for command handling's own tests: no
 * cache (every load folds the whole stream), and a hook that runs just before
 * an append is checked, where a test plays a writer in another process.
 */
export function memoryCommandStore() {
  const streams = new Map<string, RecordedEvent[]>();
  let position = 0;
  const appendAttempts = new Map<string, number>();
  /** Events reads leave out, as a log's retention hides expired ones: their revisions stay taken. */
  const hidden = new Set<string>();
  let beforeAppend: ((streamName: string, attempt: number) => void) | undefined;

  /** Appends as another process would: no hook, no expected revision. */
  const write = (streamName: string, events: NewEvent[]) => {
    const stream = streams.get(streamName) ?? [];
    streams.set(streamName, stream);
    for (const event of events) {
      if (stream.some((held) => held.eventId === event.eventId)) continue;
      stream.push({ ...event, streamName, revision: stream.length, position: ++position });
    }
    return { position, nextExpectedRevision: stream.length - 1 };
  };

  const fold = <S>(streamName: string, evolve: Evolve<S>, initialState: S): StreamFold<S> => {
    const stream = streams.get(streamName) ?? [];
    let state = initialState;
    for (const recorded of stream)
      state = evolve(state, { type: recorded.type, data: recorded.data } as DomainEvent);
    return {
      state,
      revision: stream.length - 1,
      position: stream.at(-1)?.position ?? 0,
      eventIds: new Set(stream.map((recorded) => recorded.eventId)),
    };
  };

  const store: CommandStore = {
    log: {
      async append(streamName: string, events: NewEvent[], options: { expectedRevision: ExpectedRevision }) {
        const attempt = (appendAttempts.get(streamName) ?? 0) + 1;
        appendAttempts.set(streamName, attempt);
        beforeAppend?.(streamName, attempt);
        const actual = (streams.get(streamName)?.length ?? 0) - 1;
        const { expectedRevision } = options;
        const stale =
          expectedRevision === 'no_stream'
            ? actual !== -1
            : expectedRevision !== 'any' && expectedRevision !== actual;
        if (stale) throw new StaleRevision(actual);
        return write(streamName, events);
      },
      async readStream(streamName: string) {
        return (streams.get(streamName) ?? []).filter((event) => !hidden.has(event.eventId));
      },
    },
    folds: <S>(evolve: Evolve<S>, initialState: S) => ({
      load: async (streamName: string) => fold(streamName, evolve, initialState),
      take: async (streamName: string) => fold(streamName, evolve, initialState),
      put: () => {},
    }),
    conflictRevision: (error) => (error instanceof StaleRevision ? error.actual : undefined),
  };

  return {
    store,
    /** Another process's append. */
    write,
    events: (streamName: string) => [...(streams.get(streamName) ?? [])],
    /** Reads leave this event out from now on (it expired), though it keeps its revision. */
    hide(eventId: string) {
      hidden.add(eventId);
    },
    appendAttempts: (streamName: string) => appendAttempts.get(streamName) ?? 0,
    beforeEachAppend(hook: (streamName: string, attempt: number) => void) {
      beforeAppend = hook;
    },
  };
}
