import type { HttpRequest, HttpResponse, TemplatedApp } from 'uWebSockets.js';
import { STATUS_CODES } from 'node:http';
import { DomainError, invalidField } from '@mohalla/contracts';
import { type Logger, toProblem } from '@mohalla/infra';
import { remoteAddressOf } from './peerAddress.js';

/** A request as a route sees it: copied out of uWS before anything awaits. */
export interface JsonRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  /** The pattern's `:params`, in order. */
  params: string[];
  /** Lower-case names. */
  headers: Record<string, string>;
  /** The peer's address (see peerAddressGroup for the client's). */
  peer: string;
  /** The parsed JSON body (undefined when there is none). */
  body: unknown;
}

export interface JsonAnswer {
  status?: number;
  headers?: Record<string, string>;
  body: unknown;
}

const BODY_LIMIT_BYTES = 64 * 1024;

/**
 * Serves a JSON route on the uWS app, so the node needs no second HTTP
 * server: reads the body (64 KB at most, else 413), hands the route a plain
 * request, and answers its JSON, or the RFC 9457 problem document of what
 * it threw (the same rendering as the Koa services, `toProblem`).
 */
export function jsonRoute(
  app: TemplatedApp,
  method: 'get' | 'put' | 'del' | 'any',
  pattern: string,
  logger: Logger,
  handle: (request: JsonRequest) => Promise<JsonAnswer>,
): void {
  const paramNames = pattern
    .split('/')
    .filter((part) => part.startsWith(':'))
    .map((part) => part.slice(1));
  app[method](pattern, (res: HttpResponse, req: HttpRequest) => {
    const headers: Record<string, string> = {};
    req.forEach((name, value) => {
      headers[name] = value;
    });
    const request = {
      method: req.getMethod().toUpperCase(),
      path: req.getUrl(),
      query: new URLSearchParams(req.getQuery() ?? ''),
      headers,
      peer: remoteAddressOf(res),
    };
    // Decoded later, inside the promise: a bad escape (`%E0%A4%A`) is the client's 400, not a throw that ends the process.
    const rawParams = paramNames.map((_, i) => req.getParameter(i));
    let aborted = false;
    res.onAborted(() => {
      aborted = true;
    });
    const answer = ({ status = 200, headers: extra = {}, body }: JsonAnswer, type = 'application/json') => {
      if (aborted) return;
      res.cork(() => {
        res.writeStatus(`${status} ${STATUS_CODES[status] ?? ''}`);
        res.writeHeader('content-type', type);
        res.writeHeader('cache-control', 'no-store');
        for (const [name, value] of Object.entries(extra)) res.writeHeader(name, value);
        res.end(JSON.stringify(body));
      });
    };
    const fail = (error: unknown) => {
      const problem = toProblem(error);
      if (problem.status >= 500) logger.error('request failed', { path: request.path, error });
      // A rate limit's wait as HTTP clients look for it, in whole seconds rounded up.
      const wait = (problem as { retryAfterMs?: unknown }).retryAfterMs;
      const headers: Record<string, string> =
        typeof wait === 'number' ? { 'retry-after': String(Math.max(1, Math.ceil(wait / 1000))) } : {};
      answer({ status: problem.status, headers, body: problem }, 'application/problem+json');
    };
    (request.method === 'GET' ? Promise.resolve(undefined) : readBody(res, BODY_LIMIT_BYTES))
      .then((body) => handle({ ...request, params: decodeParams(paramNames, rawParams), body }))
      .then(answer, fail);
  });
}

/** The route's `:params` percent-decoded; one that is no valid escape is a 400 naming it. */
function decodeParams(names: readonly string[], raw: readonly string[]): string[] {
  return raw.map((value, i) => {
    try {
      return decodeURIComponent(value);
    } catch {
      throw invalidField(names[i] ?? 'path', 'is not a valid URL path segment');
    }
  });
}

/** The request body parsed as JSON; a DomainError for too large (413) or not JSON (400). */
function readBody(res: HttpResponse, limit: number): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    res.onData((chunk, isLast) => {
      if (size > limit) return;
      size += chunk.byteLength;
      if (size > limit) {
        reject(new DomainError('REQUEST.TOO_LARGE', `The request body is larger than ${limit} bytes.`));
        return;
      }
      // uWS reuses the chunk's memory after this call: copy it.
      chunks.push(Buffer.from(new Uint8Array(chunk)));
      if (!isLast) return;
      const text = Buffer.concat(chunks).toString('utf8');
      if (text.trim() === '') return resolve(undefined);
      try {
        resolve(JSON.parse(text));
      } catch {
        reject(
          new DomainError('REQUEST.INVALID', 'The request body is not valid JSON.', [
            { field: 'body', message: 'is not valid JSON' },
          ]),
        );
      }
    });
  });
}
