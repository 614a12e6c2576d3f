import { z } from 'zod';

/**
 * Pieces every write's answer is made of. A write answers the log `position`
 * it reached (also in `X-Log-Position`), so a read can wait for it.
 */
export const LogPositionSchema = z.number().int().nonnegative();

/** The answer of a write that has nothing more to say than that it worked. */
export const SuccessAnswerSchema = z.object({ success: z.literal(true) });
export type SuccessAnswer = z.infer<typeof SuccessAnswerSchema>;
