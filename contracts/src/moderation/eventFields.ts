import { z } from 'zod';

/**
 * A moderator's decision, as every stream that records one holds it (posts,
 * channels, users): who decided (private, like every user id in events) and why.
 */
export const decisionFields = { moderatorId: z.uuid(), reason: z.string().min(1) };

/**
 * A report, as a post's or a channel's stream holds it: who reported, why,
 * and the stream revision it saw, so moderators see exactly what was reported.
 */
export const reportFields = {
  reporterId: z.uuid(),
  reason: z.string(),
  reportedRevision: z.number().int().nonnegative(),
};
