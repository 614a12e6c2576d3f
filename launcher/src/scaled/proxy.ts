import { type IncomingMessage, type OutgoingHttpHeaders, request, type ServerResponse } from 'node:http';
import { endToEndHeaders } from './hopByHopHeaders.js';
import { type UpstreamPool, upstreamPool } from './upstreamPool.js';

/** The largest request body passed on (nginx's `client_max_body_size` in the compose edition). */
export const MAX_BODY_BYTES = 11 * 1024 * 1024;
const UNAVAILABLE = 'A Mohalla service did not answer. Try again in a moment.';

/**
 * Forwards requests round-robin over a pool of upstreams: the local
 * stand-in for the gateway (nginx in the compose edition). The body is read
 * first (as nginx buffers it), so a request refused by an upstream that is
 * down (nothing reached it, so even a POST is safe to send again) goes to
 * the next one, and the dead one is ejected from the pool. Hop-by-hop
 * headers stay on their hop, both ways. When no upstream answers, the
 * request gets a 502 problem, never a hang.
 */
export function roundRobinProxy(upstreams: readonly string[] | UpstreamPool) {
  const pool = Array.isArray(upstreams)
    ? upstreamPool(upstreams, { checkEveryMs: 0 })
    : (upstreams as UpstreamPool);
  return (req: IncomingMessage, res: ServerResponse) => {
    readBody(req).then(
      (body) => {
        if (body === null) return problem(res, 413, 'REQUEST.TOO_LARGE', 'The request is too large.');
        forward(req, res, body, pool.order(), pool);
      },
      () => res.destroy(),
    );
  };
}

function forward(
  req: IncomingMessage,
  res: ServerResponse,
  body: Buffer,
  candidates: string[],
  pool: UpstreamPool,
): void {
  const [url, ...rest] = candidates;
  if (url === undefined) {
    problem(res, 502, 'SERVER.UNAVAILABLE', UNAVAILABLE);
    return;
  }
  const headers: OutgoingHttpHeaders = {
    ...endToEndHeaders(req.headers),
    'x-forwarded-for': req.socket.remoteAddress ?? '',
  };
  // The body was read whole: sent with its length (a chunked request's Transfer-Encoding was hop-by-hop).
  if (body.length > 0 || req.headers['content-length'] !== undefined)
    headers['content-length'] = String(body.length);
  const upstream = request(new URL(req.url ?? '/', url), { method: req.method, headers }, (answer) => {
    res.writeHead(answer.statusCode ?? 502, endToEndHeaders(answer.headers));
    answer.pipe(res);
  });
  // A client that went away takes its upstream request with it.
  res.once('close', () => {
    if (!res.writableFinished) upstream.destroy();
  });
  upstream.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'ECONNREFUSED') {
      // Nothing reached that upstream: the next one gets the request, and the dead one no more.
      pool.markDown(url);
      return forward(req, res, body, rest, pool);
    }
    if (res.headersSent) return void res.destroy();
    problem(res, 502, 'SERVER.UNAVAILABLE', UNAVAILABLE);
  });
  upstream.end(body);
}

/** The whole body, or null past `MAX_BODY_BYTES`. */
function readBody(req: IncomingMessage): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_BODY_BYTES) chunks.push(chunk);
    });
    req.on('end', () => resolve(size > MAX_BODY_BYTES ? null : Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

function problem(res: ServerResponse, status: number, code: string, detail: string): void {
  if (res.headersSent) return void res.destroy();
  const title = status === 413 ? 'Payload Too Large' : 'Bad Gateway';
  res.writeHead(status, { 'content-type': 'application/problem+json' });
  res.end(JSON.stringify({ type: 'about:blank', title, status, code, detail, message: detail }));
}
