import { createServer, type IncomingHttpHeaders, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { roundRobinProxy } from './proxy.js';

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
function through(proxyUrl: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: string }>((resolve, reject) => {
    const req = request(`${proxyUrl}/api/x`, { method: 'POST', headers, agent: false }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => {
        body += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end('payload');
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
});
