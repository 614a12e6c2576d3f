import { parseDomainEvent, type RecordedEvent } from '@mohalla/contracts';
import type { EventStore, Logger, ReadStore, SearchIndexWriter } from '@mohalla/infra';
import type { ProjectedEvent, Projection, ProjectionTargets } from './projection.js';

export interface ProjectorOptions {
  eventStore: EventStore;
  readStore: ReadStore;
  /** Where search projections write (the active generation of the search index). */
  searchIndex: SearchIndexWriter;
  projections: readonly Projection[];
  logger: Logger;
}

export interface RunningProjector {
  /** Resolves once the projections have applied everything the log held when they started. */
  caughtUp: Promise<void>;
  /** Stops after the event in hand; resolves when stopped. */
  stop(): Promise<void>;
}

/**
 * Runs projections from their stored checkpoints: one subscription from the
 * oldest checkpoint, each event applied to every projection that has not yet
 * seen it, then checkpoints stored (after the effects, so a crash between the
 * two means a redelivery, which the position-guarded writes absorb).
 */
export function startProjector({
  eventStore,
  readStore,
  searchIndex,
  projections,
  logger,
}: ProjectorOptions): RunningProjector {
  const targets: ProjectionTargets = { store: readStore, search: searchIndex };
  let subscription: ReturnType<EventStore['subscribeToAll']> | undefined;
  let stopped = false;
  let markCaughtUp: () => void = () => {};
  const caughtUp = new Promise<void>((resolve) => {
    markCaughtUp = resolve;
  });

  const run = async () => {
    const checkpoints = new Map<string, number>();
    for (const p of projections) checkpoints.set(p.name, (await readStore.checkpoints.get(p.name)) ?? 0);
    const from = Math.min(...checkpoints.values());
    const head = await eventStore.headPosition();
    if (head <= from) markCaughtUp();
    const prefixes = [...new Set(projections.flatMap((p) => p.categories))].map((c) => `${c}-`);
    subscription = eventStore.subscribeToAll({ after: from, streamPrefixes: prefixes });
    if (stopped) await subscription.close();
    for await (const item of subscription) {
      const position = item.kind === 'event' ? item.event.position : item.position;
      if (item.kind === 'event') await applyToAll(item.event, projections, checkpoints, targets, logger);
      await advance(checkpoints, position, readStore);
      if (position >= head) markCaughtUp();
    }
  };

  const done = run().catch((error) => {
    logger.error('projector stopped on an error', { error });
    throw error;
  });
  return {
    caughtUp: Promise.race([caughtUp, done]),
    async stop() {
      stopped = true;
      await subscription?.close();
      await done.catch(() => {});
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

async function advance(
  checkpoints: Map<string, number>,
  position: number,
  readStore: ReadStore,
): Promise<void> {
  for (const [name, at] of checkpoints) {
    if (at >= position) continue;
    await readStore.checkpoints.set(name, position);
    checkpoints.set(name, position);
  }
}
