import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { DomainError } from '@mohalla/contracts';
import { type EventStore, type Listening, listen, type ReadStore, toProblem } from '@mohalla/infra';
import { healthHandler, type ProjectorHealthProbe } from './health.js';

/** Where a request goes: `/healthz`, the API (reads or writes), the live chat, or the web client. */
export function routeOf(
  method: string | undefined,
  url: string | undefined,
): 'health' | 'read' | 'write' | 'realtime' | 'web' {
  const path = url ?? '/';
  if (path === '/healthz') return 'health';
  // Chat history replays the channel's stream and chat commands are the socket's: the realtime node's.
  if (/^\/api\/(channels\/[^/?]+\/messages|messages\/[^/?]+)(\?|$)/.test(path)) return 'realtime';
  // Identity lives on the write side (sessions are verified against the log), reads included.
  if (path.startsWith('/api/auth/')) return 'write';
  // So do uploads, their status and the stored files (served from the object storage).
  if (path.startsWith('/api/upload/') || path.startsWith('/api/files/')) return 'write';
  // A moderator's audit is read from the log, and each look is recorded there.
  if (path.startsWith('/api/moderation/audit/')) return 'write';
  // Rebuilds run beside the projectors the write side is composed with; their status is asked there too.
  if (path.startsWith('/api/admin/')) return 'write';
  if (path === '/api' || path.startsWith('/api/') || path.startsWith('/api?')) {
    return method === 'GET' || method === 'HEAD' ? 'read' : 'write';
  }
  return 'web';
}

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

/**
 * The methods some service answers. Any other (TRACE, QUERY, ...) is the
 * client's mistake, refused here with a 405 problem document: passed on, the
 * Koa services answered 501 and the realtime node dropped the connection (502).
 */
const ANSWERED_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

function refuseMethod(req: IncomingMessage, res: ServerResponse): void {
  const problem = toProblem(
    new DomainError('REQUEST.METHOD_NOT_ALLOWED', `${req.method} is not a method this API answers.`),
  );
  res.writeHead(problem.status, {
    'content-type': 'application/problem+json',
    allow: ANSWERED_METHODS.join(', '),
  });
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
 * The one port both editions serve on: `/healthz` from the stores, API reads
 * and writes to their handlers (in-process apps or proxies to processes),
 * the chat calls to a realtime node, everything else to the web client.
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
      return void handlers[route](req, res);
    },
    host,
    port,
    upgrade,
  );
}
