import type { JobProgress, StagingArea } from '@mohalla/infra';
import type { Projection } from '../projection.js';
import { startProjector } from '../runner.js';
import { FINISHED, type RebuildContext } from './rebuildContext.js';
import { type RebuildWork, swapJobId } from './rebuildJobs.js';
import { type RebuildRun, runsOf, saveRun } from './rebuildRun.js';

/** What the rebuild's jobs do, whichever worker runs them. */
export function rebuildWork(context: RebuildContext): RebuildWork {
  const { eventStore, readStore, logger } = context;

  /**
   * Applies the log to the projections' staged collections, each from its
   * staged checkpoint to `until`, in one read of the log: folded in memory
   * and written in bulk (the staging has no other writer).
   */
  const catchUp = async (
    run: RebuildRun,
    staging: StagingArea,
    projections: readonly Projection[],
    until: number,
  ) => {
    const progress = context.tracked.get(run._id)?.progress;
    const projector = startProjector({
      eventStore,
      readStore: staging.store,
      searchIndex: context.generations.writerFor(run._id),
      projections,
      logger,
      until,
      bulk: true,
      onProgress: (position) => {
        for (const projection of projections) progress?.advance(projection.name, position);
      },
    });
    context.running.add(projector);
    try {
      await projector.finished;
    } finally {
      context.running.delete(projector);
    }
    if (context.closing) throw new Error('the rebuild worker was stopped; the job will be taken up again');
  };

  const allBuilt = async (run: RebuildRun, staging: StagingArea) => {
    for (const projection of context.projectionsOf(run)) {
      if (((await staging.store.checkpoints.get(projection.name)) ?? 0) < run.target) return false;
    }
    return true;
  };

  /** While a job of the rebuild runs here, this process renews its lease: a dead process's rebuild shows as interrupted. */
  const leased =
    <A extends unknown[]>(work: (rebuildId: string, ...rest: A) => Promise<void>) =>
    async (rebuildId: string, ...rest: A): Promise<void> => {
      const release = await context.lease.hold(rebuildId);
      try {
        await work(rebuildId, ...rest);
      } finally {
        release();
      }
    };

  /** Whether any of the rebuild's staged checkpoints is left: none once a promote has gone through. */
  const anyStaged = async (staging: StagingArea, projections: readonly Projection[]) => {
    for (const name of [FINISHED, ...projections.map((p) => p.name)]) {
      if ((await staging.store.checkpoints.get(name)) !== null) return true;
    }
    return false;
  };

  /** Swaps the staged collections (and the search generation) in, the live projector held still. */
  const promote = async (swapping: RebuildRun, staging: StagingArea, projections: readonly Projection[]) => {
    try {
      // Inside the try: a pause whose flush failed ends the live run, which must not stay held.
      await context.live?.pause();
      await staging.promote(
        projections.flatMap((p) => p.collections),
        {
          checkpoints: projections.map((p) => p.name),
          // Under the store's write lock (SQLite): the last events since the build, then the search index.
          finish: async () => {
            if ((await staging.store.checkpoints.get(FINISHED)) !== null) return;
            const head = await eventStore.headPosition();
            await catchUp(swapping, staging, projections, head);
            // Read again: the catch-up may have made the rebuild's first search write (and its generation).
            const generation = (await runsOf(readStore).get(swapping._id))?.searchGeneration;
            if (generation) await context.searchIndex.activateGeneration(generation);
            await staging.store.checkpoints.set(FINISHED, head);
          },
        },
      );
    } finally {
      context.live?.resume();
    }
  };

  return {
    // The first of a rebuild's jobs builds every projection still behind, in one pass over the log;
    // the others then find theirs built (or, run elsewhere at the same time, build alongside it:
    // the guarded writes make that harmless, only slower).
    buildProjection: leased(async (rebuildId: string, name: string, report: (p: JobProgress) => void) => {
      const run = await runsOf(readStore).get(rebuildId);
      if (run?.state !== 'building') return;
      const projections = context.projectionsOf(run);
      if (!projections.some((p) => p.name === name)) {
        throw new Error(`rebuild ${rebuildId} has no projection ${name}`);
      }
      const staging = readStore.staging(run._id);
      const until = await eventStore.headPosition();
      const behind: Projection[] = [];
      for (const projection of projections) {
        const from = (await staging.store.checkpoints.get(projection.name)) ?? 0;
        context.tracked.get(run._id)?.progress.plan(projection.name, from, until);
        if (projection.name === name) report({ projection: name, from, until });
        if (from < until) behind.push(projection);
      }
      if (behind.length > 0) await catchUp(run, staging, behind, until);
      if (await allBuilt(run, staging)) {
        await context.queue.enqueue('swap', { rebuildId: run._id }, { jobId: swapJobId(run) });
      }
    }),

    swap: leased(async (rebuildId: string) => {
      const run = await runsOf(readStore).get(rebuildId);
      if (!run || run.state === 'done' || run.state === 'abandoned') return;
      const staging = readStore.staging(run._id);
      const projections = context.projectionsOf(run);
      // Taken up after a crash past the promote (which forgets the staged checkpoints): only the catch-up is left.
      const promoted = run.state === 'swapping' && !(await anyStaged(staging, projections));
      const swapping = await saveRun(readStore, run, { state: 'swapping' });
      if (!promoted) await promote(swapping, staging, projections);
      context.generations.forget(swapping._id);
      // A projector in another process may have written to the old collections (or search generation)
      // until they were swapped out: apply the log again from the promoted checkpoints. Guarded writes
      // make the events already there harmless.
      const until = await eventStore.headPosition();
      await startProjector({
        eventStore,
        readStore,
        searchIndex: context.searchIndex,
        projections,
        logger,
        until,
      }).finished;
      const done = await saveRun(readStore, (await runsOf(readStore).get(swapping._id)) ?? swapping, {
        state: 'done',
        finishedAt: context.clock().toISOString(),
      });
      logger.info('rebuild done', { id: done._id, projections: done.projections });
      context.tracked.get(done._id)?.settle(done);
    }),
  };
}
