import type { IncomingMessage } from 'node:http';
import { connect } from 'node:net';
import type { Duplex } from 'node:stream';
import { type UpstreamPool, upstreamPool } from './upstreamPool.js';

/** How long a realtime node may take to accept the connection before the client gets a 502. */
export const UPSTREAM_CONNECT_TIMEOUT_MS = 10_000;

/**
 * Passes WebSocket upgrades on `/ws` to realtime nodes, round-robin: the
 * handshake is written to the node as it came (the Origin, Host and cookie
 * the node checks included) but for `X-Forwarded-For`, which names the
 * peer this proxy saw, then bytes flow both ways untouched. A node that
 * refuses the connection (it died) is ejected from the pool and the next
 * one is tried. Any other upgrade is refused. The local stand-in for
 * nginx's `/ws` location.
 */
export function upgradeProxy(
  upstreams: readonly string[] | UpstreamPool,
  { connectTimeoutMs = UPSTREAM_CONNECT_TIMEOUT_MS }: { connectTimeoutMs?: number } = {},
) {
  const pool = Array.isArray(upstreams)
    ? upstreamPool(upstreams, { checkEveryMs: 0 })
    : (upstreams as UpstreamPool);
  return (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const path = req.url ?? '/';
    if (path !== '/ws' && !path.startsWith('/ws?')) return refuse(socket, '404 Not Found');
    socket.on('error', () => {}); // its 'close' follows
    const tryNext = (candidates: string[]): void => {
      const [url, ...rest] = candidates;
      if (url === undefined) {
        refuse(socket, '502 Bad Gateway');
        return;
      }
      passTo(url, req, socket, head, connectTimeoutMs, () => {
        pool.markDown(url);
        tryNext(rest);
      });
    };
    tryNext(pool.order());
  };
}

/** Connects to one node and pipes the upgrade through; `refused` when the node refused the connection. */
function passTo(
  url: string,
  req: IncomingMessage,
  socket: Duplex,
  head: Buffer,
  connectTimeoutMs: number,
  refused: () => void,
): void {
  if (socket.destroyed) return;
  const target = new URL(url);
  let piped = false;
  let wasRefused = false;
  const upstream = connect(Number(target.port), target.hostname, () => {
    clearTimeout(connectTimer);
    const lines = [`${req.method} ${req.url} HTTP/1.1`];
    for (let i = 0; i < req.rawHeaders.length; i += 2) {
      // The client's own X-Forwarded-For is not passed on: the node trusts this hop's alone.
      if (req.rawHeaders[i]!.toLowerCase() !== 'x-forwarded-for')
        lines.push(`${req.rawHeaders[i]}: ${req.rawHeaders[i + 1]}`);
    }
    // As the HTTP proxy does: the node paces joins by the address this hop saw.
    lines.push(`X-Forwarded-For: ${req.socket.remoteAddress ?? ''}`);
    upstream.write(`${lines.join('\r\n')}\r\n\r\n`);
    if (head.length > 0) upstream.write(head);
    socket.pipe(upstream).pipe(socket);
    piped = true;
  });
  // A node that is down refuses at once; one that never accepts must not hold the client forever.
  const connectTimer = setTimeout(() => upstream.destroy(), connectTimeoutMs);
  const dropUpstream = () => upstream.destroy();
  socket.on('close', dropUpstream);
  upstream.on('error', (error: NodeJS.ErrnoException) => {
    wasRefused = error.code === 'ECONNREFUSED';
  }); // its 'close' follows, and says it all
  upstream.on('close', () => {
    clearTimeout(connectTimer);
    socket.off('close', dropUpstream);
    // Before the handshake went through, the client gets another node or an HTTP answer; after it, a closed socket.
    if (piped) socket.destroy();
    else if (wasRefused) refused();
    else refuse(socket, '502 Bad Gateway');
  });
}

/**
 * Answers and lets go of the socket: destroyed once the answer is written, not
 * half-closed, so a client that never closes its side holds nothing here.
 */
function refuse(socket: Duplex, status: string): void {
  if (socket.destroyed) return;
  socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`, () => socket.destroy());
}
