import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { SESSION_COOKIE } from '@mohalla/contracts';
import { type EventStore, problemMiddleware } from '@mohalla/infra';
import Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AbuseLimits } from './abuseLimits.js';
import { identityRoutes } from './identityRoutes.js';

// A store that cannot be read or written: what logout meets when the event store fails.
const failingStore = new Proxy({} as EventStore, {
  get: () => async () => {
    throw new Error('disk I/O error');
  },
});
const passThrough = (_ctx: unknown, next: () => Promise<void>) => next();
const noLimits = new Proxy({} as AbuseLimits, { get: () => passThrough });

let url: string;
let close: () => void;

beforeAll(async () => {
  const app = new Koa();
  app.use(problemMiddleware({ debug() {}, info() {}, warn() {}, error() {} } as never));
  // Stands in for `authenticate`: a signed-in browser.
  app.use(async (ctx, next) => {
    ctx.state.session = { sessionId: randomUUID(), userId: randomUUID() } as never;
    await next();
  });
  const routes = identityRoutes({
    eventStore: failingStore,
    contextOf: () => ({ now: new Date(), actorId: null, correlationId: randomUUID() }) as never,
    aliasSecret: 'test-secret',
    googleEnabled: false,
    limits: noLimits,
  });
  app.use(routes.routes());
  const server = app.listen(0);
  await new Promise((resolve) => server.once('listening', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(() => close());

describe('POST /api/auth/logout when the session store fails (issue 21 point 7)', () => {
  it('still clears the session cookie, and says it failed as a problem', async () => {
    const res = await fetch(`${url}/api/auth/logout`, {
      method: 'POST',
      headers: { Cookie: `${SESSION_COOKIE}=abc.def` },
    });
    expect(res.status).toBe(500);
    expect(res.headers.get('content-type')).toMatch(/application\/problem\+json/);
    const cookie = res.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(new RegExp(`^${SESSION_COOKIE}=;`));
    expect(cookie).toMatch(/max-age=0|expires=Thu, 01 Jan 1970/i);
    expect(cookie).toMatch(/httponly/i);
  });
});
