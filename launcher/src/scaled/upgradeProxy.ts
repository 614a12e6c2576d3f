import type { IncomingMessage } from 'node:http';
import { connect } from 'node:net';
import type { Duplex } from 'node:stream';

/**
 * Passes WebSocket upgrades on `/ws` to realtime nodes, round-robin: the
 * handshake is written to the node as it came (the Origin, Host and cookie
 * the node checks included), then bytes flow both ways untouched. Any other
 * upgrade is refused. The local stand-in for nginx's `/ws` location.
 */
export function upgradeProxy(upstreams: readonly string[]) {
  let next = 0;
  return (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const path = req.url ?? '/';
    if (path !== '/ws' && !path.startsWith('/ws?')) {
      socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
      return;
    }
    const target = new URL(upstreams[next++ % upstreams.length]!);
    const upstream = connect(Number(target.port), target.hostname, () => {
      const lines = [`${req.method} ${path} HTTP/1.1`];
      for (let i = 0; i < req.rawHeaders.length; i += 2)
        lines.push(`${req.rawHeaders[i]}: ${req.rawHeaders[i + 1]}`);
      upstream.write(`${lines.join('\r\n')}\r\n\r\n`);
      if (head.length > 0) upstream.write(head);
      socket.pipe(upstream).pipe(socket);
    });
    upstream.on('error', () => {
      // Before the handshake went through, the client gets an HTTP answer; after it, a closed socket.
      if (upstream.bytesWritten === 0)
        socket.end('HTTP/1.1 502 Bad Gateway\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
      else socket.destroy();
    });
    socket.on('error', () => upstream.destroy());
    socket.on('close', () => upstream.destroy());
    upstream.on('close', () => socket.destroy());
  };
}
