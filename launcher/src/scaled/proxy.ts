import { type IncomingMessage, request, type ServerResponse } from 'node:http';
import { endToEndHeaders } from './hopByHopHeaders.js';

/**
 * Forwards requests round-robin over a pool of upstream URLs: the local
 * stand-in for the gateway (nginx in the compose edition). Hop-by-hop headers
 * stay on their hop, both ways. An upstream that does not answer gets the
 * request's 502 problem, never a hang.
 */
export function roundRobinProxy(upstreams: readonly string[]) {
  let next = 0;
  return (req: IncomingMessage, res: ServerResponse) => {
    const target = new URL(req.url ?? '/', upstreams[next++ % upstreams.length]);
    const upstream = request(
      target,
      {
        method: req.method,
        headers: { ...endToEndHeaders(req.headers), 'x-forwarded-for': req.socket.remoteAddress ?? '' },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, endToEndHeaders(answer.headers));
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (res.headersSent) return void res.destroy();
      res.writeHead(502, { 'content-type': 'application/problem+json' });
      const detail = 'A Mohalla service did not answer. Try again in a moment.';
      res.end(
        JSON.stringify({
          type: 'about:blank',
          title: 'Bad Gateway',
          status: 502,
          code: 'SERVER.UNAVAILABLE',
          detail,
          message: detail,
        }),
      );
    });
    req.pipe(upstream);
  };
}
