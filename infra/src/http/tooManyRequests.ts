import type { ErrorCode } from '@mohalla/contracts';
import { DomainError } from '@mohalla/contracts';

/**
 * The one way every limit refuses: 429 with `code`, a detail saying why
 * (`reason`) and how long to wait, and `Retry-After` in whole seconds,
 * rounded up, at least 1. The header goes on `ctx` when given (the problem
 * middleware keeps ctx's headers) and on the error (Koa's own error handler
 * drops ctx's headers but sends `error.headers`); the wait also rides in the
 * problem as `retryAfterMs`, which the realtime node's routes turn into the
 * header and its socket errors carry as the chat's own limits do.
 */
export function tooManyRequests(
  code: ErrorCode,
  reason: string,
  waitMs: number,
  ctx?: { set(name: string, value: string): void },
): DomainError {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  const retryAfter = String(seconds);
  ctx?.set('Retry-After', retryAfter);
  const error = new DomainError(
    code,
    `${reason} Please wait ${seconds} ${seconds === 1 ? 'second' : 'seconds'} and try again.`,
    undefined,
    { retryAfterMs: seconds * 1000 },
  );
  return Object.assign(error, { headers: { 'Retry-After': retryAfter } });
}
