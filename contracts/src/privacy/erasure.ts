import { z } from 'zod';
import { PASSWORD_MAX } from '../identity/rules.js';
import { LogPositionSchema } from '../shared/answers.js';
import { eventSchema } from '../shared/envelope.js';

/**
 * `DELETE /api/user`: the signed-in person erases themselves (issue 16,
 * the right to erasure). Accounts with a password confirm with it; accounts
 * that only sign in with a provider send no password and must have signed
 * in with the provider within the last few minutes (a fresh sign-in is the
 * confirmation), else the answer is 401 `AUTH.REAUTHENTICATION_REQUIRED`.
 */
export const EraseAccountBodySchema = z.strictObject({
  password: z.string().min(1, 'is required').max(PASSWORD_MAX).optional(),
});
export type EraseAccountBody = z.infer<typeof EraseAccountBodySchema>;

/** The answer: every session has ended, so the client signs out locally. */
export const EraseAccountAnswerSchema = z.object({
  erased: z.literal(true),
  /** The log position of the `PersonErased` event (reads can wait for it). */
  position: LogPositionSchema,
});
export type EraseAccountAnswer = z.infer<typeof EraseAccountAnswerSchema>;

/** How an erased person is named where their alias or identity stood. */
export const ERASED_AUTHOR_ALIAS = 'Former member';
/** What an erased person's words read as (post titles and texts, replies, chat). */
export const ERASED_TEXT = '[removed]';
/** How the moderators' audit names an erased person. */
export const ERASED_PERSON = 'erased person';

/**
 * In the person's `user-<id>` stream, last. It carries no personal data:
 * every read model, the audit and rebuilds derive the erasure from it.
 */
export const PersonErasedSchema = eventSchema('PersonErased', {
  userId: z.uuid(),
  erasedAt: z.iso.datetime(),
});
export type PersonErased = z.infer<typeof PersonErasedSchema>;
