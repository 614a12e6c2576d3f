import { setImmediate as nextTurn } from 'node:timers/promises';
import { parseDomainEvent, type RecordedEvent } from '@mohalla/contracts';
import type { EventStore, Logger, ReadStore, SearchIndexWriter } from '@mohalla/infra';
import type { ProjectedEvent, Projection, ProjectionTargets } from './projection.js';

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
}

export interface RunningProjector {
  /** Resolves once the projections have applied everything the log held when they started. */
  caughtUp: Promise<void>;
  /** Resolves when the projector ends (`until` reached, or stopped); rejects with the error that stopped it. */
  finished: Promise<void>;
  /**
   * Holds the projector before its next event and resolves once the event
   * in hand (if any) is applied: for swapping rebuilt read models in under it.
   */
  pause(): Promise<void>;
  resume(): void;
  /** Stops after the event in hand; resolves when stopped. */
  stop(): Promise<void>;
}

/** Checkpoints are stored at least this often during a long catch-up, and whenever the log goes quiet. */
const FLUSH_EVERY = 1000;
const IDLE = Symbol('idle');

/**
 * Runs projections from their stored checkpoints: one subscription from the
 * oldest checkpoint, each event applied to every projection that has not yet
 * seen it. Checkpoints are stored after the effects, in one write per batch
 * of events and whenever no next event is ready (so live reads that wait for
 * a position are not held up). A crash before that store means a
 * redelivery, which the position-guarded writes absorb.
 */
export function startProjector(options: ProjectorOptions): RunningProjector {
  const { eventStore, readStore, projections, logger, until, onProgress } = options;
  const targets: ProjectionTargets = { store: readStore, search: options.searchIndex };
  const handled = new Set<string>(projections.flatMap((p) => p.handles));
  let subscription: ReturnType<EventStore['subscribeToAll']> | undefined;
  let stopped = false;
  let markCaughtUp: () => void = () => {};
  const caughtUp = new Promise<void>((resolve) => {
    markCaughtUp = resolve;
  });
  const pausing = pauseGate();

  const run = async () => {
    const checkpoints = new Map<string, number>();
    for (const p of projections) checkpoints.set(p.name, (await readStore.checkpoints.get(p.name)) ?? 0);
    const from = Math.min(...checkpoints.values());
    const head = until ?? (await eventStore.headPosition());
    if (head <= from) markCaughtUp();
    if (stopped || (until !== undefined && from >= until)) return;
    const prefixes = [...new Set(projections.flatMap((p) => p.categories))].map((c) => `${c}-`);
    subscription = eventStore.subscribeToAll({ after: from, streamPrefixes: prefixes });
    if (stopped) await subscription.close();

    const unsaved = new Set<string>();
    let itemsSinceFlush = 0;
    let reached = from;
    const flush = async () => {
      if (unsaved.size === 0) return;
      const positions = Object.fromEntries([...unsaved].map((name) => [name, checkpoints.get(name)!]));
      unsaved.clear();
      itemsSinceFlush = 0;
      await readStore.checkpoints.setMany(positions);
      onProgress?.(reached);
    };

    const items = subscription[Symbol.asyncIterator]();
    for (;;) {
      const next = items.next();
      if (unsaved.size > 0 && (await Promise.race([next, nextTurn(undefined).then(() => IDLE)])) === IDLE) {
        await flush();
      }
      const result = await next;
      if (result.done) break;
      await pausing.wait();
      if (stopped) break;
      pausing.busy(true);
      const item = result.value;
      const position = item.kind === 'event' ? item.event.position : item.position;
      if (item.kind === 'event' && handled.has(item.event.type)) {
        await applyToAll(item.event, projections, checkpoints, targets, logger);
      }
      for (const [name, at] of checkpoints) {
        if (at >= position) continue;
        checkpoints.set(name, position);
        unsaved.add(name);
      }
      reached = Math.max(reached, position);
      if (++itemsSinceFlush >= FLUSH_EVERY || position >= head) await flush();
      pausing.busy(false);
      if (position >= head) {
        markCaughtUp();
        if (until !== undefined) break;
      }
    }
    await flush();
    await subscription.close();
  };

  const done = run().catch((error) => {
    logger.error('projector stopped on an error', { error });
    throw error;
  });
  return {
    caughtUp: Promise.race([caughtUp, done]),
    finished: done,
    pause: pausing.pause,
    resume: pausing.resume,
    async stop() {
      stopped = true;
      pausing.resume();
      await subscription?.close();
      await done.catch(() => {});
    },
  };
}

/** A gate the loop waits at between events; `pause` resolves once no event is in hand. */
function pauseGate() {
  let held: { gate: Promise<void>; open: () => void; idle: Promise<void>; markIdle: () => void } | null =
    null;
  let inHand = false;
  return {
    async wait() {
      if (held) await held.gate;
    },
    busy(now: boolean) {
      inHand = now;
      if (!now) held?.markIdle();
    },
    pause(): Promise<void> {
      if (!held) {
        let open = () => {};
        let markIdle = () => {};
        const gate = new Promise<void>((resolve) => {
          open = resolve;
        });
        const idle = new Promise<void>((resolve) => {
          markIdle = resolve;
        });
        held = { gate, open, idle, markIdle };
        if (!inHand) markIdle();
      }
      return held.idle;
    },
    resume() {
      held?.open();
      held = null;
    },
  };
}

async function applyToAll(
  recorded: RecordedEvent,
  projections: readonly Projection[],
  checkpoints: Map<string, number>,
  targets: ProjectionTargets,
  logger: Logger,
): Promise<void> {
  let event: ProjectedEvent;
  try {
    event = { ...recorded, ...parseDomainEvent(recorded) } as ProjectedEvent;
  } catch (error) {
    // An event the contracts cannot read is a bug to fix, not a reason to stop every read model.
    logger.error('skipping an event that does not match its schema', {
      position: recorded.position,
      type: recorded.type,
      error,
    });
    return;
  }
  for (const projection of projections) {
    if ((checkpoints.get(projection.name) ?? 0) >= event.position) continue;
    if (!projection.handles.includes(event.type)) continue;
    await projection.apply(event, targets);
  }
}
