import { z } from 'zod';

/** One input field a 400 refuses, named as the body (or query) names it, with what is wrong. */
export const FieldErrorSchema = z.object({ field: z.string(), message: z.string() });
export type FieldError = z.infer<typeof FieldErrorSchema>;

/**
 * Every error the API answers is an RFC 9457 problem document. `code` is
 * stable and is what clients switch on; `message` repeats `detail` because
 * the existing client shows `{message}` from error bodies.
 */
export const ProblemSchema = z.object({
  type: z.string(),
  title: z.string(),
  status: z.number().int(),
  code: z.string(),
  detail: z.string(),
  message: z.string(),
  errors: z.array(FieldErrorSchema).optional(),
  /** With POST.REFUSED_BY_MODERATION: what the shared moderation rules found. */
  moderation: z.unknown().optional(),
});
export type Problem = z.infer<typeof ProblemSchema>;

/** The closed set of error codes with the HTTP status each maps to. */
export const ErrorCodes = {
  'REQUEST.INVALID': 400,
  'REQUEST.TOO_LARGE': 413,
  'REQUEST.NOT_FOUND': 404,
  // A method no service answers (TRACE, QUERY, ...): refused at the gateway.
  'REQUEST.METHOD_NOT_ALLOWED': 405,
  'CONCURRENCY.CONFLICT': 409,
  'CITY.NOT_FOUND': 404,
  'CITY.NAME_TAKEN': 409,
  'AREA.NOT_FOUND': 404,
  'AREA.NAME_TAKEN': 409,
  'AREA.GENERIC_NAME': 400,
  'AUTH.REQUIRED': 401,
  'AUTH.INVALID_CREDENTIALS': 401,
  'AUTH.PROVIDER_FAILED': 401,
  // Erasing an account without a password needs a provider sign-in of the last few minutes.
  'AUTH.REAUTHENTICATION_REQUIRED': 401,
  'AUTH.FORBIDDEN': 403,
  'AUTH.EMAIL_TAKEN': 409,
  'AUTH.RATE_LIMITED': 429,
  'USER.NOT_FOUND': 404,
  // Uploads. A file whose bytes are no allowed image or video is 415: its content is a media type
  // this endpoint does not take, which is not a malformed request (400).
  'UPLOAD.INVALID_TYPE': 415,
  'UPLOAD.TOO_LARGE': 413,
  // A business limit on how many files (per post, per reply, per request), not a size: 400.
  'UPLOAD.TOO_MANY': 400,
  // No object storage configured, or it does not answer.
  'UPLOAD.UNAVAILABLE': 503,
  'UPLOAD.NOT_FOUND': 404,
  // Too many uploads by one person: per minute, or the daily count or bytes (with Retry-After).
  'UPLOAD.RATE_LIMITED': 429,
  // The uploader deleting a file that a published post or reply shows.
  'UPLOAD.IN_USE': 409,
  'POST.NOT_FOUND': 404,
  'POST.REFUSED_BY_MODERATION': 422,
  // Live chat: a channel or message that does not exist (or was deleted), someone else's message,
  // text the shared moderation rules block, too many sends.
  'CHAT.CHANNEL_NOT_FOUND': 404,
  'CHAT.MESSAGE_NOT_FOUND': 404,
  'CHAT.NOT_AUTHOR': 403,
  'CHAT.MESSAGE_BLOCKED': 422,
  'CHAT.RATE_LIMITED': 429,
  // Moderation: a report that is not there, one already decided, and a suspended user's writes.
  'REPORT.NOT_FOUND': 404,
  'REPORT.ALREADY_DECIDED': 409,
  'USER.SUSPENDED': 403,
  'SERVER.UNAVAILABLE': 503,
  'SERVER.ERROR': 500,
} as const;
export type ErrorCode = keyof typeof ErrorCodes;
