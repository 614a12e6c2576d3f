import {
  type AllStreamResolvedEvent,
  type AppendStreamState,
  type EventData,
  type Filter,
  NO_STREAM,
  type ReadAllOptions,
  type ReadStreamOptions,
  STREAM_EXISTS,
  StreamNotFoundError,
  WrongExpectedVersionError,
} from '@kurrent/kurrentdb-client';
import type { EsdbClient } from './esdbEventStore.js';

/**
 * For unit tests of the adapter's own logic: an in-memory stand-in for the
 * client's calls, which checks numeric, `no_stream` and `stream_exists`
 * expectations and nothing more. It has no duplicate-id cache at all (a
 * server after a restart), so whatever idempotence a test sees is the
 * adapter's. It claims nothing else about a real server.
 */
export interface FakeEsdb {
  client: EsdbClient;
  /** Every call, in order, as a short line (`append s 3`, `metadata s 60`, `readStream s`). */
  calls: string[];
  /** Runs once, inside the next `appendToStream`, before its check: another writer getting in between. */
  beforeNextAppend(action: () => void): void;
  /** Stores events as another process would, without recording a call. */
  store(streamName: string, eventIds: readonly string[], created?: Date): void;
  eventsOf(streamName: string): AllStreamResolvedEvent[];
  log: AllStreamResolvedEvent[];
}

const STEP = 100n;

export function fakeEsdb(): FakeEsdb {
  const log: AllStreamResolvedEvent[] = [];
  const calls: string[] = [];
  let pending: (() => void) | undefined;
  const eventsOf = (streamName: string) => log.filter((item) => item.event?.streamId === streamName);
  const lastRevision = (streamName: string) => eventsOf(streamName).length - 1;

  function store(streamName: string, eventIds: readonly string[], created = new Date()): void {
    for (const id of eventIds) {
      const commit = BigInt(log.length + 1) * STEP;
      log.push({
        event: {
          streamId: streamName,
          id,
          revision: BigInt(lastRevision(streamName) + 1),
          type: 'ThingHappened',
          data: {},
          metadata: { actorId: 'user-1', correlationId: id, causationId: id, at: created.toISOString() },
          isJson: true,
          created,
          position: { commit, prepare: commit },
        },
        commitPosition: commit,
      } as AllStreamResolvedEvent);
    }
  }

  function holds(state: AppendStreamState, last: number): boolean {
    if (state === NO_STREAM) return last === -1;
    if (state === STREAM_EXISTS) return last >= 0;
    if (typeof state === 'bigint') return BigInt(last) === state;
    return true;
  }

  const client = {
    async appendToStream(
      streamName: string,
      events: EventData | EventData[],
      options?: { streamState?: AppendStreamState },
    ) {
      const list = Array.isArray(events) ? events : [events];
      const state = options?.streamState ?? 'any';
      calls.push(`append ${streamName} ${String(state)}`);
      const action = pending;
      pending = undefined;
      action?.();
      const last = lastRevision(streamName);
      if (!holds(state, last)) {
        throw new WrongExpectedVersionError(undefined, {
          streamName,
          expected: state,
          current: last < 0 ? NO_STREAM : BigInt(last),
        });
      }
      store(
        streamName,
        list.map((event) => event.id ?? ''),
      );
      const newest = log[log.length - 1]!.event!;
      return { success: true, nextExpectedRevision: newest.revision, position: newest.position };
    },

    readStream(streamName: string, options: ReadStreamOptions = {}) {
      calls.push(`readStream ${streamName}`);
      return (async function* () {
        const events = eventsOf(streamName);
        if (events.length === 0) throw new StreamNotFoundError(undefined as never, streamName);
        const ordered = options.direction === 'backwards' ? [...events].reverse() : events;
        const from = typeof options.fromRevision === 'bigint' ? options.fromRevision : undefined;
        const picked = ordered.filter((item) =>
          from === undefined
            ? true
            : options.direction === 'backwards'
              ? item.event!.revision <= from
              : item.event!.revision >= from,
        );
        yield* picked.slice(0, Number(options.maxCount ?? Number.MAX_SAFE_INTEGER));
      })();
    },

    readAll(options: ReadAllOptions = {}) {
      calls.push(`readAll${options.filter ? ' filtered' : ''}`);
      return (async function* () {
        const ordered = options.direction === 'backwards' ? [...log].reverse() : log;
        const from = typeof options.fromPosition === 'object' ? options.fromPosition.commit : undefined;
        const picked = ordered.filter((item) => {
          const at = item.event!.position!.commit;
          const inRange =
            from === undefined ? true : options.direction === 'backwards' ? at <= from : at >= from;
          return inRange && (!options.filter || matches(options.filter, item.event!.streamId));
        });
        yield* picked.slice(0, Number(options.maxCount ?? Number.MAX_SAFE_INTEGER));
      })();
    },

    async setStreamMetadata(streamName: string, metadata: { maxAge?: number }) {
      calls.push(`metadata ${streamName} ${metadata.maxAge}`);
      return { success: true, nextExpectedRevision: 0n };
    },

    subscribeToAll() {
      throw new Error('fakeEsdb has no subscriptions; see esdbSubscription.unit.spec.ts');
    },

    async dispose() {},
  };

  return {
    client: client as unknown as EsdbClient,
    calls,
    beforeNextAppend: (action) => {
      pending = action;
    },
    store,
    eventsOf,
    log,
  };
}

export function matches(filter: Filter, streamName: string): boolean {
  if ('prefixes' in filter) return filter.prefixes.some((prefix) => streamName.startsWith(prefix));
  return new RegExp(filter.regex).test(streamName);
}
