import { DomainError, ErrorCodes, type Problem } from '@mohalla/contracts';
import type { Middleware } from 'koa';
import type { Logger } from '../logging/logger.js';
import { logRejectedRequest, type RejectionKind } from '../logging/rejectedRequest.js';
import { isStoreUnavailable, STORE_RETRY_AFTER_SECONDS } from './storeUnavailable.js';

const TITLES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

/**
 * Outermost middleware: every error leaves as an RFC 9457 problem document.
 * Domain errors keep their code; errors from the body parser (malformed JSON,
 * too large) become 400/413; anything else is logged with its stack and
 * answered as a 500 that says nothing about the internals. A 4xx is the
 * client's fault: one short line, no stack (see `logRejectedRequest`).
 */
export function problemMiddleware(logger: Logger): Middleware {
  return async (ctx, next) => {
    try {
      await next();
      if (ctx.status === 404 && ctx.body === undefined) {
        throw new DomainError('REQUEST.NOT_FOUND', `No route for ${ctx.method} ${ctx.path}`);
      }
    } catch (error) {
      const problem = toProblem(error);
      if (problem.code === 'SERVER.UNAVAILABLE') {
        // A store is down: the client is told when to come back; the log gets a line, not a stack each time.
        ctx.set('Retry-After', String(STORE_RETRY_AFTER_SECONDS));
        logger.warn('request failed: a store is unreachable', { path: ctx.path, reason: messageOf(error) });
      } else if (problem.status >= 500) logger.error('request failed', { path: ctx.path, error });
      else
        logRejectedRequest(logger, {
          kind: kindOf(error),
          status: problem.status,
          method: ctx.method,
          path: ctx.path,
        });
      ctx.status = problem.status;
      ctx.type = 'application/problem+json';
      ctx.body = problem;
    }
  };
}

/** Errors the app raised itself are ordinary refusals; the body parser's mean a broken client or a probe. */
function kindOf(error: unknown): RejectionKind {
  if (error instanceof DomainError) return 'refused';
  const status = httpStatusOf(error);
  if (status === 413) return 'body too large';
  if (status === 415) return 'unsupported body';
  return 'bad JSON';
}

export function toProblem(error: unknown): Problem {
  if (error instanceof DomainError) {
    return { ...problem(error.status, error.code, error.detail, error.errors), ...error.extra };
  }
  if (isStoreUnavailable(error)) {
    return problem(
      503,
      'SERVER.UNAVAILABLE',
      'Part of Mohalla is briefly unavailable. Please try again in a few seconds.',
    );
  }
  const status = httpStatusOf(error);
  if (status === 413) return problem(413, 'REQUEST.TOO_LARGE', 'The request body is too large.');
  if (status === 415) return problem(415, 'REQUEST.INVALID', 'Send the body as application/json.');
  if (status !== undefined && status >= 400 && status < 500) {
    return problem(400, 'REQUEST.INVALID', 'The request body is not valid JSON.', [
      { field: 'body', message: 'is not valid JSON' },
    ]);
  }
  return problem(
    ErrorCodes['SERVER.ERROR'],
    'SERVER.ERROR',
    'Something went wrong on our side. Please try again.',
  );
}

function problem(status: number, code: string, detail: string, errors?: Problem['errors']): Problem {
  return {
    type: 'about:blank',
    title: TITLES[status] ?? 'Error',
    status,
    code,
    detail,
    message: detail,
    ...(errors ? { errors } : {}),
  };
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

function httpStatusOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { status, statusCode } = error as { status?: unknown; statusCode?: unknown };
  const value = typeof status === 'number' ? status : statusCode;
  return typeof value === 'number' ? value : undefined;
}
