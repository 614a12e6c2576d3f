import type { JobHandlers, JobProgress, JobQueue } from '@mohalla/infra';
import { z } from 'zod';
import type { RebuildRun } from './rebuildRun.js';

export const REBUILD_QUEUE = 'rebuild';

const RebuildId = z.string().regex(/^[a-z0-9]{1,12}$/);

/** A rebuild's work: one job per projection, then one that swaps them all in. */
export const REBUILD_JOBS = {
  buildProjection: z.object({ rebuildId: RebuildId, projection: z.string().min(1).max(64) }),
  swap: z.object({ rebuildId: RebuildId }),
};
export type RebuildJobSchemas = typeof REBUILD_JOBS;

/** Ids are per rebuild and round, so enqueueing twice runs once, and taking a rebuild up again runs afresh. */
export const buildJobId = (run: RebuildRun, projection: string) =>
  `rebuild-${run._id}-${run.round}-${projection}`;
export const swapJobId = (run: RebuildRun) => `rebuild-${run._id}-${run.round}-swap`;
/**
 * Whether the queue still holds work of the rebuild's current round (waiting,
 * delayed or running, in any process sharing the queue). When it does not (a
 * crash took an in-process queue's jobs, or the last attempt failed), asking
 * again takes the rebuild up anew.
 */
export async function jobsInHand(queue: JobQueue<RebuildJobSchemas>, run: RebuildRun): Promise<boolean> {
  const ids = [...run.projections.map((name) => buildJobId(run, name)), swapJobId(run)];
  for (const id of ids) {
    const job = await queue.getJob(id);
    if (job && job.state !== 'completed' && job.state !== 'failed') return true;
  }
  return false;
}

/** The rebuild and round a job id (`buildJobId`, `swapJobId`) belongs to, or null for another queue's job. */
export function rebuildOfJob(jobId: string): { rebuildId: string; round: number } | null {
  const match = /^rebuild-([a-z0-9]{1,12})-(\d+)-/.exec(jobId);
  return match ? { rebuildId: match[1]!, round: Number(match[2]) } : null;
}

export interface RebuildWork {
  buildProjection(rebuildId: string, projection: string, report: (p: JobProgress) => void): Promise<void>;
  swap(rebuildId: string): Promise<void>;
}

/** Thin on purpose: every worker sharing the queue, in any process, runs the same `RebuildWork`. */
export function rebuildJobHandlers(work: RebuildWork): JobHandlers<RebuildJobSchemas> {
  return {
    buildProjection: (job) =>
      work.buildProjection(job.payload.rebuildId, job.payload.projection, (progress) => {
        job.reportProgress(progress).catch(() => undefined);
      }),
    swap: (job) => work.swap(job.payload.rebuildId),
  };
}
