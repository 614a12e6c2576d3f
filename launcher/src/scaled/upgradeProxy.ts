import type { IncomingMessage } from 'node:http';
import { connect } from 'node:net';
import type { Duplex } from 'node:stream';

/** How long a realtime node may take to accept the connection before the client gets a 502. */
export const UPSTREAM_CONNECT_TIMEOUT_MS = 10_000;

/**
 * Passes WebSocket upgrades on `/ws` to realtime nodes, round-robin: the
 * handshake is written to the node as it came (the Origin, Host and cookie
 * the node checks included), then bytes flow both ways untouched. Any other
 * upgrade is refused. The local stand-in for nginx's `/ws` location.
 */
export function upgradeProxy(
  upstreams: readonly string[],
  { connectTimeoutMs = UPSTREAM_CONNECT_TIMEOUT_MS }: { connectTimeoutMs?: number } = {},
) {
  let next = 0;
  return (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const path = req.url ?? '/';
    if (path !== '/ws' && !path.startsWith('/ws?')) return refuse(socket, '404 Not Found');
    const target = new URL(upstreams[next++ % upstreams.length]!);
    let piped = false;
    const upstream = connect(Number(target.port), target.hostname, () => {
      clearTimeout(connectTimer);
      const lines = [`${req.method} ${path} HTTP/1.1`];
      for (let i = 0; i < req.rawHeaders.length; i += 2)
        lines.push(`${req.rawHeaders[i]}: ${req.rawHeaders[i + 1]}`);
      upstream.write(`${lines.join('\r\n')}\r\n\r\n`);
      if (head.length > 0) upstream.write(head);
      socket.pipe(upstream).pipe(socket);
      piped = true;
    });
    // A node that is down refuses at once; one that never accepts must not hold the client forever.
    const connectTimer = setTimeout(() => upstream.destroy(), connectTimeoutMs);
    upstream.on('error', () => {}); // its 'close' follows, and says it all
    upstream.on('close', () => {
      clearTimeout(connectTimer);
      // Before the handshake went through, the client gets an HTTP answer; after it, a closed socket.
      if (piped) socket.destroy();
      else refuse(socket, '502 Bad Gateway');
    });
    socket.on('error', () => upstream.destroy());
    socket.on('close', () => upstream.destroy());
  };
}

/**
 * Answers and lets go of the socket: destroyed once the answer is written, not
 * half-closed, so a client that never closes its side holds nothing here.
 */
function refuse(socket: Duplex, status: string): void {
  if (socket.destroyed) return;
  socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`, () => socket.destroy());
}
