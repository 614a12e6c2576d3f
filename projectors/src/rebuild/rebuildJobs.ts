import type { JobHandlers, JobProgress } from '@mohalla/infra';
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
/** The rebuild a job id belongs to, or null for another queue's job. */
export const rebuildIdOfJob = (jobId: string) => /^rebuild-([a-z0-9]{1,12})-/.exec(jobId)?.[1] ?? null;

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
