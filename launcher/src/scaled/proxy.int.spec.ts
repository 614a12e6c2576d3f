import { createServer, type IncomingHttpHeaders, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { MAX_BODY_BYTES, roundRobinProxy } from './proxy.js';
import { upstreamPool } from './upstreamPool.js';

const servers: Server[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

async function serve(handler: Parameters<typeof createServer>[1]): Promise<string> {
  const server = createServer(handler);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** A request through the proxy with the given headers; answers the response's headers and body. */
function through(proxyUrl: string, headers: Record<string, string>, body: string | Buffer = 'payload') {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: string }>((resolve, reject) => {
    const req = request(`${proxyUrl}/api/x`, { method: 'POST', headers, agent: false }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => {
        body += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject); // an early answer (413) may close the socket while the body is sent
    req.end(body);
  });
}

describe('roundRobinProxy', () => {
  it('keeps hop-by-hop headers, and those Connection names, on their own hop both ways', async () => {
    let seen: IncomingHttpHeaders = {};
    let seenBody = '';
    const upstream = await serve((req, res) => {
      seen = req.headers;
      req.setEncoding('utf8');
      req.on('data', (chunk) => {
        seenBody += chunk;
      });
      req.on('end', () => {
        res.writeHead(200, {
          connection: 'x-upstream-hop',
          'x-upstream-hop': 'for the proxy only',
          'proxy-authenticate': 'Basic realm="upstream"',
          'x-kept': 'yes',
        });
        res.end('done');
      });
    });
    const proxy = roundRobinProxy([upstream]);
    const gateway = await serve(proxy);

    const answer = await through(gateway, {
      connection: 'keep-alive, X-First-Hop',
      'x-first-hop': 'secret for the gateway',
      'keep-alive': 'timeout=5',
      'proxy-authorization': 'Basic c2VjcmV0',
      'x-client': 'kept',
    });

    expect(answer.status).toBe(200);
    expect(answer.body).toBe('done');
    expect(seenBody).toBe('payload');
    expect(seen['x-client']).toBe('kept');
    expect(seen['x-first-hop']).toBeUndefined();
    expect(seen['proxy-authorization']).toBeUndefined();
    expect(seen['keep-alive']).toBeUndefined();
    expect(seen['x-forwarded-for']).toBe('127.0.0.1');
    expect(answer.headers['x-kept']).toBe('yes');
    expect(answer.headers['x-upstream-hop']).toBeUndefined();
    expect(answer.headers['proxy-authenticate']).toBeUndefined();
  });

  it('answers a 502 problem when no upstream listens', async () => {
    const closed = await serve(() => undefined);
    servers.pop()?.close();
    const gateway = await serve(roundRobinProxy([closed]));
    const answer = await through(gateway, {});
    expect(answer.status).toBe(502);
    expect(JSON.parse(answer.body)).toMatchObject({ status: 502, code: 'SERVER.UNAVAILABLE' });
  });

  it('sends a request refused by a dead upstream to a live one, body and all, and ejects the dead one', async () => {
    const bodies: string[] = [];
    const live = await serve((req, res) => {
      let body = '';
      req.setEncoding('utf8');
      req.on('data', (chunk) => {
        body += chunk;
      });
      req.on('end', () => {
        bodies.push(body);
        res.end('live');
      });
    });
    const dead = await serve(() => undefined);
    servers.pop()?.close();
    const pool = upstreamPool([dead, live], { checkEveryMs: 0 });
    const gateway = await serve(roundRobinProxy(pool));
    for (let i = 0; i < 6; i++) {
      const answer = await through(gateway, {}, `command ${i}`);
      expect(answer.status).toBe(200);
      expect(answer.body).toBe('live');
    }
    expect(bodies).toEqual([0, 1, 2, 3, 4, 5].map((i) => `command ${i}`));
    expect(pool.order()[0]).toBe(live); // ejected: the dead one is tried last, whatever the turn
    expect(pool.order()[0]).toBe(live);
  });

  it('puts a restarted upstream back in the round-robin under its new URL', async () => {
    const seen: string[] = [];
    const first = await serve((_req, res) => {
      seen.push('first');
      res.end();
    });
    const second = await serve((_req, res) => {
      seen.push('second');
      res.end();
    });
    const pool = upstreamPool([first, second], { checkEveryMs: 0 });
    pool.markDown(second);
    const restarted = await serve((_req, res) => {
      seen.push('restarted');
      res.end();
    });
    pool.replace(second, restarted);
    const gateway = await serve(roundRobinProxy(pool));
    for (let i = 0; i < 4; i++) await through(gateway, {});
    expect(seen.sort()).toEqual(['first', 'first', 'restarted', 'restarted']);
  });

  it('ejects an upstream whose /healthz fails and takes it back once it answers', async () => {
    let healthy = false;
    const flaky = await serve((req, res) => {
      res.statusCode = req.url === '/healthz' && !healthy ? 503 : 200;
      res.end('flaky');
    });
    const steady = await serve((_req, res) => res.end('steady'));
    const pool = upstreamPool([flaky, steady], { checkEveryMs: 30 });
    try {
      // Two turns in a row with the flaky one last: ejected, not just the round-robin's rotation.
      const ejected = () => pool.order().at(-1) === flaky && pool.order().at(-1) === flaky;
      await expect.poll(ejected, { timeout: 2_000 }).toBe(true);
      healthy = true;
      await expect.poll(() => new Set([pool.order()[0], pool.order()[0]]).size, { timeout: 2_000 }).toBe(2);
    } finally {
      pool.close();
    }
  });

  it('refuses a body larger than the gateway passes on with a 413 problem', async () => {
    let reached = false;
    const upstream = await serve((_req, res) => {
      reached = true;
      res.end();
    });
    const gateway = await serve(roundRobinProxy([upstream]));
    const answer = await through(gateway, {}, Buffer.alloc(MAX_BODY_BYTES + 1));
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toMatchObject({ status: 413, code: 'REQUEST.TOO_LARGE' });
    expect(reached).toBe(false);
  });
});
