import type { RebuildStatus } from '@mohalla/contracts';
import type { RebuildContext } from './rebuildContext.js';
import { rebuildOfJob } from './rebuildJobs.js';
import { leaseLapsedAt } from './rebuildLease.js';
import type { ProgressSnapshot } from './rebuildProgress.js';
import { type RebuildRun, runsOf, saveRun } from './rebuildRun.js';

/**
 * When a building or swapping rebuild's lease ran out (no process renews it:
 * the one working on it died), or null while it holds or the rebuild is over.
 */
export async function interruptedAt(context: RebuildContext, run: RebuildRun): Promise<number | null> {
  if (run.state !== 'building' && run.state !== 'swapping') return null;
  return leaseLapsedAt(context.readStore, run._id, context.clock().getTime());
}

/** A rebuild as the API and the command line show it: `interrupted` when nobody works on it any more. */
export async function statusOf(context: RebuildContext, run: RebuildRun): Promise<RebuildStatus> {
  const lapsed = await interruptedAt(context, run);
  const counts =
    (lapsed === null && context.tracked.get(run._id)?.progress.snapshot()) ||
    (await stagedCounts(context, run));
  const done = run.state === 'done';
  return {
    id: run._id,
    projections: run.projections,
    state: lapsed === null ? run.state : 'interrupted',
    eventsDone: done ? counts.eventsTotal : counts.eventsDone,
    eventsTotal: counts.eventsTotal,
    eventsPerSecond: lapsed === null ? counts.eventsPerSecond : 0,
    etaSeconds: done || lapsed !== null ? null : counts.etaSeconds,
    startedAt: run.startedAt,
    finishedAt: run.finishedAt,
    error: lapsed === null ? run.error : interruptedReason(run, lapsed),
  };
}

const interruptedReason = (run: RebuildRun, lapsed: number) =>
  `${run.state === 'swapping' ? 'swapping' : 'building'} stopped: no process has renewed its lease since ${
    lapsed > 0 ? new Date(lapsed).toISOString() : 'it was recorded'
  } (the one running it died); ask for the same projections again to carry on from its checkpoints, or for others to drop it`;

/** Progress of a rebuild no job of this process works on, from its staged checkpoints: no rate, no ETA. */
async function stagedCounts(context: RebuildContext, run: RebuildRun): Promise<ProgressSnapshot> {
  const staged = context.readStore.staging(run._id).store.checkpoints;
  const head = Math.max(run.target, run.state === 'done' ? 0 : await context.eventStore.headPosition());
  let done = 0;
  for (const name of run.projections) done += Math.min(head, (await staged.get(name)) ?? 0);
  return {
    eventsDone: done,
    eventsTotal: head * run.projections.length,
    eventsPerSecond: 0,
    etaSeconds: null,
  };
}

/**
 * When the last attempt of one of its jobs fails, the rebuild is recorded as
 * failed (asking again takes it up anew), by every process that runs rebuild
 * jobs: the failed job may have run in another one sharing the queue. Answers
 * the function that stops listening.
 */
export function recordFailures(context: RebuildContext): () => void {
  const { readStore, logger } = context;
  return context.queue.onEvent((event) => {
    if (event.type !== 'failed') return;
    const job = rebuildOfJob(event.jobId);
    if (!job) return;
    const id = job.rebuildId;
    void (async () => {
      const run = await runsOf(readStore).get(id);
      // A job of an earlier round (taken up again since) no longer speaks for the rebuild.
      if (!run || job.round !== run.round) return;
      if (run.state !== 'building' && run.state !== 'swapping') return;
      const failed = await saveRun(readStore, run, {
        state: 'failed',
        error: event.reason,
        finishedAt: context.clock().toISOString(),
      }).catch(async (error: unknown) => {
        // Another process sharing the queue may have recorded it first.
        const now = await runsOf(readStore).get(id);
        if (now?.state === 'failed') return now;
        throw error;
      });
      logger.error('rebuild failed', { id, reason: event.reason });
      context.tracked.get(id)?.settle(failed);
    })().catch((error: unknown) => logger.error('could not record a failed rebuild', { id, error }));
  });
}
