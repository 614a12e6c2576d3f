import type { AddressInfo } from 'node:net';
import Koa from 'koa';
import { afterEach, describe, expect, it } from 'vitest';
import { problemMiddleware } from '../http/problemMiddleware.js';
import { silentLogger } from '../logging/logger.js';
import { createInProcessRateLimiter } from './inProcessRateLimiter.js';
import {
  type ClientAddressOptions,
  clientAddress,
  clientAddressGroup,
  type RateLimitMiddlewareRule,
  rateLimit,
} from './rateLimitMiddleware.js';

// Over real HTTP on the loopback: the limiter is in process with a fake clock, so nothing waits.

let t = Date.UTC(2025, 0, 1);
const clock = { now: () => t, advance: (ms: number) => (t += ms) };
const servers: Array<{ close(): void }> = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

interface Given {
  rules: (address: ClientAddressOptions) => RateLimitMiddlewareRule[];
  trustProxy?: ClientAddressOptions['trustProxy'];
  withProblems?: boolean;
}

/** A sign-in route behind the limiter; answers how often the handler ran. */
async function givenApp({ rules, trustProxy, withProblems = true }: Given) {
  const limiter = createInProcessRateLimiter({ now: clock.now });
  const app = new Koa();
  let handled = 0;
  if (withProblems) app.use(problemMiddleware(silentLogger));
  app.use(rateLimit(limiter, rules({ trustProxy })));
  app.use((ctx) => {
    handled += 1;
    ctx.body = { ok: true, address: clientAddress(ctx, { trustProxy }) };
  });
  app.silent = true;
  const server = app.listen(0, '127.0.0.1');
  servers.push(server);
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const signIn = (email?: string, headers: Record<string, string> = {}) =>
    fetch(`${base}/sign-in${email ? `?email=${encodeURIComponent(email)}` : ''}`, {
      method: 'POST',
      headers,
    });
  return { signIn, handled: () => handled };
}

/** The fields the tests read from a response body (a problem document, or the route's answer). */
const body = async (response: Response) =>
  (await response.json()) as { address?: string; detail?: string; code?: string; status?: number };

const perAddress =
  (limit: number, windowMs = 60_000) =>
  (options: ClientAddressOptions) => [
    { name: 'login-ip', limit, windowMs, key: (ctx: Koa.Context) => clientAddress(ctx, options) },
  ];
const perAccount = (limit: number, windowMs = 60_000): RateLimitMiddlewareRule => ({
  name: 'login-email',
  limit,
  windowMs,
  key: (ctx) => (typeof ctx.query.email === 'string' ? `email:${ctx.query.email.toLowerCase()}` : undefined),
});

describe('rateLimit middleware', () => {
  it('lets attempts through up to the limit, then answers 429 with Retry-After without running the route', async () => {
    const app = await givenApp({ rules: perAddress(2) });
    expect((await app.signIn()).status).toBe(200);
    expect((await app.signIn()).status).toBe(200);
    const refused = await app.signIn();
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('60');
    expect(refused.headers.get('content-type')).toMatch(/application\/problem\+json/);
    expect(await body(refused)).toMatchObject({
      status: 429,
      code: 'AUTH.RATE_LIMITED',
      detail: 'Too many attempts. Please wait 60 seconds and try again.',
    });
    expect(app.handled()).toBe(2);
  });

  it('rounds Retry-After up to whole seconds, and admits again once the window passed', async () => {
    const app = await givenApp({ rules: () => [perAccount(1, 1500)] });
    await app.signIn('asha@example.org');
    expect((await app.signIn('asha@example.org')).headers.get('retry-after')).toBe('2');
    clock.advance(1000);
    const refused = await app.signIn('asha@example.org');
    expect(refused.headers.get('retry-after')).toBe('1');
    expect((await body(refused)).detail).toBe('Too many attempts. Please wait 1 second and try again.');
    clock.advance(500);
    expect((await app.signIn('asha@example.org')).status).toBe(200);
  });

  it('reads the same for any account, and never echoes the key', async () => {
    const app = await givenApp({ rules: () => [perAccount(1)] });
    const details = [];
    for (const email of ['exists@example.org', 'nobody@example.org']) {
      await app.signIn(email);
      const refused = await app.signIn(email);
      const text = await refused.text();
      expect(text).not.toContain(email.split('@')[0]);
      expect(text).not.toContain('login-email');
      details.push(JSON.parse(text).detail);
    }
    expect(details[0]).toBe(details[1]);
  });

  it('skips a rule whose key is undefined, and applies every other one', async () => {
    const app = await givenApp({ rules: (options) => [...perAddress(3)(options), perAccount(1)] });
    expect((await app.signIn()).status).toBe(200);
    expect((await app.signIn()).status).toBe(200);
    expect((await app.signIn('asha@example.org')).status).toBe(200);
    // The address's three attempts are spent, whatever the account.
    expect((await app.signIn('bilal@example.org')).status).toBe(429);
  });

  it('waits for the longest of the refusing rules', async () => {
    const app = await givenApp({
      rules: (options) => [...perAddress(1, 10_000)(options), perAccount(1, 90_000)],
    });
    await app.signIn('asha@example.org');
    expect((await app.signIn('asha@example.org')).headers.get('retry-after')).toBe('90');
  });

  it('keeps Retry-After and 429 under Koa\u2019s own error handler too', async () => {
    const app = await givenApp({ rules: perAddress(1), withProblems: false });
    await app.signIn();
    const refused = await app.signIn();
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('60');
  });

  it('rejects rules with duplicate names or a bad limit', () => {
    const limiter = createInProcessRateLimiter();
    expect(() => rateLimit(limiter, [perAccount(1), perAccount(2)])).toThrow(RangeError);
    expect(() => rateLimit(limiter, [{ ...perAccount(1), limit: 0 }])).toThrow(RangeError);
  });
});

describe('clientAddress', () => {
  const forwarded = { 'X-Forwarded-For': '6.6.6.6, 203.0.113.7' };

  it('uses the socket address and ignores X-Forwarded-For by default', async () => {
    const app = await givenApp({ rules: perAddress(1) });
    const first = await app.signIn(undefined, forwarded);
    expect((await body(first)).address).toBe('127.0.0.1');
    // A forged header does not buy a fresh limit.
    expect((await app.signIn(undefined, { 'X-Forwarded-For': '1.1.1.1' })).status).toBe(429);
  });

  it('with trustProxy, takes the entry the trusted proxy appended, not what the client forged', async () => {
    const app = await givenApp({ rules: perAddress(1), trustProxy: true });
    expect((await body(await app.signIn(undefined, forwarded))).address).toBe('203.0.113.7');
    expect((await app.signIn(undefined, { 'X-Forwarded-For': '1.1.1.1, 203.0.113.7' })).status).toBe(429);
    const other = await app.signIn(undefined, { 'X-Forwarded-For': '::ffff:198.51.100.1' });
    expect((await body(other)).address).toBe('198.51.100.1');
  });

  it('counts hops from the right, and falls back to the socket without the header', async () => {
    const app = await givenApp({ rules: () => [], trustProxy: 2 });
    expect((await body(await app.signIn(undefined, forwarded))).address).toBe('6.6.6.6');
    expect((await body(await app.signIn())).address).toBe('127.0.0.1');
  });
});

describe('clientAddressGroup', () => {
  const perGroup = (options: ClientAddressOptions) => [
    {
      name: 'login-ip',
      limit: 1,
      windowMs: 60_000,
      key: (ctx: Koa.Context) => clientAddressGroup(ctx, options),
    },
  ];

  it('counts every address of one IPv6 /64 as one client, and another /64 apart', async () => {
    const app = await givenApp({ rules: perGroup, trustProxy: true });
    expect((await app.signIn(undefined, { 'X-Forwarded-For': '2001:db8:7:9::1' })).status).toBe(200);
    expect((await app.signIn(undefined, { 'X-Forwarded-For': '2001:db8:7:9:ffff::2' })).status).toBe(429);
    expect((await app.signIn(undefined, { 'X-Forwarded-For': '2001:db8:7:a::1' })).status).toBe(200);
  });

  it('keeps IPv4 addresses apart, mapped or not', async () => {
    const app = await givenApp({ rules: perGroup, trustProxy: true });
    expect((await app.signIn(undefined, { 'X-Forwarded-For': '198.51.100.1' })).status).toBe(200);
    expect((await app.signIn(undefined, { 'X-Forwarded-For': '::ffff:198.51.100.1' })).status).toBe(429);
    expect((await app.signIn(undefined, { 'X-Forwarded-For': '198.51.100.2' })).status).toBe(200);
  });
});
