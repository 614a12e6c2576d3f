import { z } from 'zod';

/** `POST /api/admin/rebuild`: the projections to rebuild by name; every one when absent. */
export const RebuildRequestSchema = z.object({
  projections: z.array(z.string().min(1).max(64)).min(1).max(64).optional(),
});
export type RebuildRequest = z.infer<typeof RebuildRequestSchema>;

/**
 * `interrupted`: building or swapping, but its lease lapsed (the process
 * running it died); asking for the same projections again carries on from
 * its checkpoints, asking for others drops it. Never stored, only reported.
 */
export const REBUILD_STATES = ['building', 'swapping', 'done', 'failed', 'abandoned', 'interrupted'] as const;
export type RebuildState = (typeof REBUILD_STATES)[number];

/**
 * A rebuild as `GET /api/admin/rebuild/{id}` answers it. Work is counted in
 * log events per projection: each projection reads the log from where its
 * rebuild stands to the head, so rebuilding six projections of a log of N
 * events is about 6N events of work.
 */
export const RebuildStatusSchema = z.object({
  id: z.string(),
  projections: z.array(z.string()),
  state: z.enum(REBUILD_STATES),
  eventsDone: z.number().int().nonnegative(),
  eventsTotal: z.number().int().nonnegative(),
  /** Since this process took the rebuild up; 0 before any progress. */
  eventsPerSecond: z.number().nonnegative(),
  /** Seconds left at the current rate; null when unknown or finished. */
  etaSeconds: z.number().nonnegative().nullable(),
  startedAt: z.iso.datetime(),
  finishedAt: z.iso.datetime().nullable(),
  error: z.string().nullable(),
});
export type RebuildStatus = z.infer<typeof RebuildStatusSchema>;
