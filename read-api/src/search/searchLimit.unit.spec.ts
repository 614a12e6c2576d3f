import type { AddressInfo } from 'node:net';
import { createInProcessRateLimiter, problemMiddleware, silentLogger } from '@mohalla/infra';
import Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEARCHES_PER_ADDRESS_PER_MINUTE, searchLimit } from './searchLimit.js';

// Over real HTTP on the loopback, behind a trusted proxy (X-Forwarded-For), as the scaled edition runs it.
describe('searchLimit', () => {
  let server: ReturnType<Koa['listen']>;
  let base: string;
  beforeAll(async () => {
    const app = new Koa();
    app.silent = true;
    app.use(problemMiddleware(silentLogger));
    app.use(searchLimit(createInProcessRateLimiter(), true));
    app.use((ctx) => {
      ctx.body = { ok: true };
    });
    server = app.listen(0, '127.0.0.1');
    await new Promise<void>((resolve) => server.once('listening', () => resolve()));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    server?.close();
  });
  const searchFrom = (address: string) =>
    fetch(`${base}/search`, { headers: { 'X-Forwarded-For': address } });

  it('counts every address of one IPv6 /64 against one allowance (issue 14 point 5)', async () => {
    for (let i = 1; i <= SEARCHES_PER_ADDRESS_PER_MINUTE; i++) {
      const res = await searchFrom(`2001:db8:5:6::${i.toString(16)}`);
      expect(res.status).toBe(200);
    }
    const sameClient = await searchFrom('2001:db8:5:6:abcd::1');
    expect(sameClient.status).toBe(429);
    expect(Number(sameClient.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await searchFrom('2001:db8:5:7::1')).status).toBe(200);
  });
});
