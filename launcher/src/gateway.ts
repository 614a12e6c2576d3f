import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { DomainError } from '@mohalla/contracts';
import { type EventStore, type Listening, listen, type ReadStore, toProblem } from '@mohalla/infra';
import { routeOf } from './apiRouting.js';
import { healthHandler, type ProjectorHealthProbe } from './health.js';

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

/**
 * The methods some service answers. Any other (TRACE, QUERY, ...) is the
 * client's mistake, refused here with a 405 problem document: passed on, the
 * Koa services answered 501 and the realtime node dropped the connection (502).
 */
const ANSWERED_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

function refuseMethod(req: IncomingMessage, res: ServerResponse): void {
  sendProblem(
    res,
    new DomainError('REQUEST.METHOD_NOT_ALLOWED', `${req.method} is not a method this API answers.`),
    { allow: ANSWERED_METHODS.join(', ') },
  );
}

/**
 * An `/api` path no operation of the catalogue has: 404 `REQUEST.NOT_FOUND`,
 * the problem document the services give for a route they lack, answered
 * here without asking one.
 */
function refuseUnknownPath(req: IncomingMessage, res: ServerResponse): void {
  const path = (req.url ?? '/').split('?')[0];
  sendProblem(res, new DomainError('REQUEST.NOT_FOUND', `No route for ${req.method} ${path}`));
}

function sendProblem(res: ServerResponse, error: DomainError, headers: Record<string, string> = {}): void {
  const problem = toProblem(error);
  res.writeHead(problem.status, { 'content-type': 'application/problem+json', ...headers });
  res.end(JSON.stringify(problem));
}

/**
 * The same headers nginx adds in the compose edition, so the single node and
 * the local scaled edition are not framable and never content-sniffed. A
 * route may set its own stricter policy (stored files are sandboxed).
 */
const SECURITY_HEADERS: Record<string, string> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Permissions-Policy': 'camera=(), microphone=(), payment=(), geolocation=(self)',
  'Content-Security-Policy':
    "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; font-src 'self' data:; connect-src 'self'; media-src 'self' blob:; worker-src 'self' blob:; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'",
};

/**
 * The one port both editions serve on: `/healthz` from the stores, each API
 * call to the service the operation catalogue names for it (`routeOf`:
 * in-process apps or proxies to processes), an `/api` path the catalogue
 * does not know refused with 404, everything else to the web client.
 * WebSocket upgrades go to `upgrade` (a realtime node's `/ws`).
 */
export function serveGateway(
  handlers: { read: Handler; write: Handler; realtime: Handler; web: Handler },
  stores: { eventStore: EventStore; readStore: ReadStore; projectorHealth?: ProjectorHealthProbe },
  host: string,
  port: number,
  upgrade?: (req: IncomingMessage, socket: Duplex, head: Buffer) => void,
): Promise<Listening> {
  const health = healthHandler(stores.eventStore, stores.readStore, stores.projectorHealth);
  return listen(
    (req, res) => {
      for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
      if (!ANSWERED_METHODS.includes(req.method ?? '')) return void refuseMethod(req, res);
      const route = routeOf(req.method, req.url);
      if (route === 'health') return void health(res);
      if (route === 'unknown') return void refuseUnknownPath(req, res);
      return void handlers[route](req, res);
    },
    host,
    port,
    upgrade,
  );
}
