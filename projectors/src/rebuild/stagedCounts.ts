import type { EventStore, ReadStore } from '@mohalla/infra';
import type { ProgressSnapshot } from './rebuildProgress.js';
import type { RebuildRun } from './rebuildRun.js';

/** Progress of a rebuild no job of this process works on, from its staged checkpoints: no rate, no ETA. */
export async function stagedCounts(
  store: ReadStore,
  run: RebuildRun,
  eventStore: EventStore,
): Promise<ProgressSnapshot> {
  const staging = store.staging(run._id);
  const head = Math.max(run.target, run.state === 'done' ? 0 : await eventStore.headPosition());
  let done = 0;
  for (const name of run.projections)
    done += Math.min(head, (await staging.store.checkpoints.get(name)) ?? 0);
  return {
    eventsDone: done,
    eventsTotal: head * run.projections.length,
    eventsPerSecond: 0,
    etaSeconds: null,
  };
}
