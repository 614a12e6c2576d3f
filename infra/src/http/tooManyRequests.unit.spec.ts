import { describe, expect, it } from 'vitest';
import { toProblem } from './problemMiddleware.js';
import { tooManyRequests } from './tooManyRequests.js';

describe('tooManyRequests', () => {
  it('is a 429 of the given code whose detail and Retry-After give the wait in whole seconds, rounded up', () => {
    const headers = new Map<string, string>();
    const error = tooManyRequests('UPLOAD.RATE_LIMITED', 'You can upload 5 files a minute.', 2_001, {
      set: (name: string, value: string) => headers.set(name, value),
    });
    expect(toProblem(error)).toMatchObject({
      status: 429,
      code: 'UPLOAD.RATE_LIMITED',
      detail: 'You can upload 5 files a minute. Please wait 3 seconds and try again.',
      retryAfterMs: 3_000,
    });
    // On ctx for the problem middleware, and on the error for Koa's own error handler.
    expect(headers.get('Retry-After')).toBe('3');
    expect((error as { headers?: unknown }).headers).toEqual({ 'Retry-After': '3' });
  });

  it('waits at least a second, said in the singular', () => {
    const error = tooManyRequests('AUTH.RATE_LIMITED', 'Too many attempts.', 0);
    expect(error.detail).toBe('Too many attempts. Please wait 1 second and try again.');
    expect((error as { headers?: unknown }).headers).toEqual({ 'Retry-After': '1' });
  });
});
