import { setImmediate as nextTurn } from 'node:timers/promises';
import { parseDomainEvent, type RecordedEvent } from '@mohalla/contracts';
import type { EventStore, Logger, ReadStore, SearchIndexWriter } from '@mohalla/infra';
import { pauseGate } from './pauseGate.js';
import type { ProjectedEvent, Projection, ProjectionTargets } from './projection.js';
import { bufferedSearch } from './writeBack/bufferedSearch.js';
import { overlayStore } from './writeBack/overlayStore.js';

export interface ProjectorOptions {
  eventStore: EventStore;
  /** Where the projections write and their checkpoints live (a staging area's store during a rebuild). */
  readStore: ReadStore;
  /** Where search projections write (the active generation, or a fresh one during a rebuild). */
  searchIndex: SearchIndexWriter;
  projections: readonly Projection[];
  logger: Logger;
  /** Stop once every event up to this position is applied (a rebuild's pass). Default: run until stopped. */
  until?: number;
  /** Told the position reached whenever checkpoints are stored (progress displays). */
  onProgress?: (position: number) => void;
  /**
   * A rebuild into a store (and search generation) no one else writes: the
   * log's events are trusted as written (not parsed again), documents stay
   * in memory across batches, and each batch writes every document's final
   * state once (and each post's search document once, in bulk).
   */
  bulk?: boolean;
}

export interface RunningProjector {
  /** Resolves once the projections have applied everything the log held when they started. */
  caughtUp: Promise<void>;
  /** Resolves when the projector ends (`until` reached, or stopped); rejects with the error that stopped it. */
  finished: Promise<void>;
  /**
   * Holds the projector before its next event and resolves once the event
   * in hand (if any) is applied and written: for swapping rebuilt read
   * models in under it.
   */
  pause(): Promise<void>;
  resume(): void;
  /** Stops after the event in hand; resolves when stopped. */
  stop(): Promise<void>;
}

/** Events per batch (one transaction) during a long catch-up; a batch also ends whenever the log goes quiet. */
const FLUSH_EVERY = 1000;
const BULK_FLUSH_EVERY = 200_000;
/**
 * A bulk batch ends after this long: the first ones soon, so progress shows
 * at once, then longer ones (doubling up to `BULK_FLUSH_MS_MAX`), since
 * every batch rewrites the B-tree pages it touches and bigger batches touch
 * each page fewer times.
 */
const BULK_FLUSH_MS_FIRST = 100;
const BULK_FLUSH_MS_MAX = 1000;
/** Documents a bulk rebuild keeps in memory between batches (a few hundred MB at most). */
const BULK_DOCUMENTS = 200_000;
const IDLE = Symbol('idle');
/**
 * A bulk rebuild hands the event loop over at least this often: its reads
 * and writes are synchronous (better-sqlite3), so without a turn now and then
 * a rebuild in the single node would hold every request until it ended.
 */
const BULK_TURN_MS = 10;

/**
 * Runs projections from their stored checkpoints: one subscription from the
 * oldest checkpoint, each event applied to every projection that has not yet
 * seen it. Projections write into an in-memory overlay; a batch of events
 * (up to `FLUSH_EVERY`, or whatever was ready when the log went quiet, so
 * live reads that wait for a position are not held up) is written with its
 * checkpoints in one `writeBatch`: on SQLite effects and checkpoints land
 * together, and elsewhere a crash before the checkpoints means a
 * redelivery, which the position-guarded writes absorb.
 */
export function startProjector(options: ProjectorOptions): RunningProjector {
  const { eventStore, projections, logger, until, onProgress, bulk = false } = options;
  const store = overlayStore(options.readStore, {
    coalesce: bulk,
    keepDocuments: bulk ? BULK_DOCUMENTS : 0,
  });
  let bulkFlushMs = BULK_FLUSH_MS_FIRST;
  const generation = options.searchIndex as Partial<Parameters<typeof bufferedSearch>[0]>;
  const search =
    bulk && typeof generation.upsertPosts === 'function'
      ? bufferedSearch(options.searchIndex as Parameters<typeof bufferedSearch>[0])
      : null;
  const targets: ProjectionTargets = { store, search: search ?? options.searchIndex, log: eventStore };
  const toEvent = bulk ? trusted : parsed(logger);
  const handled = new Set<string>(projections.flatMap((p) => p.handles));
  const flushEvery = bulk ? BULK_FLUSH_EVERY : FLUSH_EVERY;
  let subscription: ReturnType<EventStore['subscribeToAll']> | undefined;
  let stopped = false;
  let markCaughtUp: () => void = () => {};
  const caughtUp = new Promise<void>((resolve) => {
    markCaughtUp = resolve;
  });
  const pausing = pauseGate();

  const checkpoints = new Map<string, number>();
  const unsaved = new Set<string>();
  let itemsSinceFlush = 0;
  let flushedAt = performance.now();
  let reached = 0;
  // One flush at a time: `pause` flushes too, while the loop may be flushing on a quiet log.
  let flushing: Promise<void> = Promise.resolve();
  const flushNow = async () => {
    if (unsaved.size === 0 && store.queued === 0) return;
    const positions = Object.fromEntries([...unsaved].map((name) => [name, checkpoints.get(name)!]));
    unsaved.clear();
    itemsSinceFlush = 0;
    flushedAt = performance.now();
    bulkFlushMs = Math.min(BULK_FLUSH_MS_MAX, bulkFlushMs * 2);
    await search?.flush();
    await store.flush(positions);
    onProgress?.(reached);
  };
  const flush = () => {
    flushing = flushing.then(flushNow, flushNow);
    return flushing;
  };

  const run = async () => {
    for (const p of projections)
      checkpoints.set(p.name, (await options.readStore.checkpoints.get(p.name)) ?? 0);
    const from = Math.min(...checkpoints.values());
    if (bulk && Math.max(...checkpoints.values()) === 0) store.startFresh();
    // After `startFresh`, so a fresh rebuild's collections start complete in memory.
    for (const p of projections) p.open?.(store);
    reached = from;
    const head = until ?? (await eventStore.headPosition());
    if (head <= from) markCaughtUp();
    if (stopped || (until !== undefined && from >= until)) return;
    const prefixes = [...new Set(projections.flatMap((p) => p.categories))].map((c) => `${c}-`);
    subscription = eventStore.subscribeToAll({ after: from, streamPrefixes: prefixes });
    if (stopped) await subscription.close();

    const items = subscription[Symbol.asyncIterator]();
    let turnAt = performance.now();
    for (;;) {
      if (bulk && performance.now() - turnAt >= BULK_TURN_MS) {
        await nextTurn(undefined);
        turnAt = performance.now();
      }
      const next = items.next();
      if (
        !bulk &&
        (unsaved.size > 0 || store.queued > 0) &&
        (await Promise.race([next, nextTurn(undefined).then(() => IDLE)])) === IDLE
      ) {
        await flush();
      }
      const result = await next;
      if (result.done) {
        // Only `stop` (or a failed pause) closes it on purpose. Ending any other way (a
        // KurrentDB client that lost its server ends or errors and never subscribes again)
        // must not pass for a finished run: the supervisor starts a new one from the checkpoints.
        if (!stopped && !failedPause) throw new SubscriptionEndedError(reached);
        break;
      }
      await pausing.wait();
      if (stopped || failedPause) break;
      pausing.busy(true);
      const item = result.value;
      const position = item.kind === 'event' ? item.event.position : item.position;
      if (item.kind === 'event' && handled.has(item.event.type)) {
        const event = toEvent(item.event);
        if (event) await applyToAll(event, projections, checkpoints, targets);
      }
      for (const [name, at] of checkpoints) {
        if (at >= position) continue;
        checkpoints.set(name, position);
        unsaved.add(name);
      }
      reached = Math.max(reached, position);
      const batchFull =
        ++itemsSinceFlush >= flushEvery || (bulk && performance.now() - flushedAt >= bulkFlushMs);
      if (batchFull || position >= head) await flush();
      pausing.busy(false);
      if (position >= head) {
        markCaughtUp();
        if (until !== undefined) break;
      }
    }
    await flush();
    if (failedPause) throw failedPause;
  };

  // A flush that failed during `pause` ends the run: what it drained from the overlay was not
  // written, so carrying on would store later checkpoints past those effects.
  let failedPause: unknown;
  const done = run()
    .catch((error) => {
      logger.error('projector stopped on an error', { error });
      throw error;
    })
    .finally(() => {
      // Ended either way: nothing is in hand (a pause must not wait for it), and no subscription stays open.
      pausing.busy(false);
      return subscription?.close();
    });
  return {
    caughtUp: Promise.race([caughtUp, done]),
    finished: done,
    async pause() {
      await pausing.pause();
      // What the overlay holds goes to the store before anyone swaps the store's collections.
      try {
        await flush();
      } catch (error) {
        failedPause = error;
        await subscription?.close();
        throw error;
      }
    },
    resume: pausing.resume,
    async stop() {
      stopped = true;
      pausing.resume();
      await subscription?.close();
      await done.catch(() => {});
    },
  };
}

/** A live run's subscription ended though nobody stopped the run. */
export class SubscriptionEndedError extends Error {
  constructor(readonly reached: number) {
    super(`The projector's subscription to the log ended by itself (at position ${reached})`);
    this.name = 'SubscriptionEndedError';
  }
}

/** Events read back from our own log were parsed when they were appended: a rebuild takes them as they are. */
const trusted = (recorded: RecordedEvent) => recorded as unknown as ProjectedEvent;

function parsed(logger: Logger) {
  return (recorded: RecordedEvent): ProjectedEvent | null => {
    try {
      return { ...recorded, ...parseDomainEvent(recorded) } as ProjectedEvent;
    } catch (error) {
      // An event the contracts cannot read is a bug to fix, not a reason to stop every read model.
      logger.error('skipping an event that does not match its schema', {
        position: recorded.position,
        type: recorded.type,
        error,
      });
      return null;
    }
  };
}

async function applyToAll(
  event: ProjectedEvent,
  projections: readonly Projection[],
  checkpoints: Map<string, number>,
  targets: ProjectionTargets,
): Promise<void> {
  for (const projection of projections) {
    if ((checkpoints.get(projection.name) ?? 0) >= event.position) continue;
    if (!projection.handles.includes(event.type)) continue;
    await projection.apply(event, targets);
  }
}
