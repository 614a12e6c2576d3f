import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { userStream } from '@mohalla/contracts';
import { createSqliteEventStore, problemMiddleware } from '@mohalla/infra';
import Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refuseSuspendedWrites } from './refuseSuspendedWrites.js';

const dir = mkdtempSync(join(tmpdir(), 'mohalla-suspended-writes-'));
const store = createSqliteEventStore({ path: join(dir, 'events.db') });
const now = new Date('2026-06-01T12:00:00Z');
const suspendedId = randomUUID();
const activeId = randomUUID();
let url: string;
let close: () => void;

const metadata = () => ({
  actorId: randomUUID(),
  correlationId: randomUUID(),
  causationId: randomUUID(),
  at: now.toISOString(),
});
async function register(userId: string, suspendedUntil?: string) {
  const registered = {
    eventId: randomUUID(),
    type: 'UserRegistered',
    data: {
      userId,
      email: `${userId}@example.in`,
      firstName: 'A',
      lastName: 'B',
      mobile: null,
      passwordHash: null,
    },
    metadata: metadata(),
  };
  const suspended = {
    eventId: randomUUID(),
    type: 'UserSuspended',
    data: { userId, moderatorId: randomUUID(), reason: 'Spam links', until: suspendedUntil ?? null },
    metadata: metadata(),
  };
  await store.append(userStream(userId), suspendedUntil ? [registered, suspended] : [registered], {
    expectedRevision: 'no_stream',
  });
}

beforeAll(async () => {
  await Promise.all([register(suspendedId, '2026-07-01T00:00:00.000Z'), register(activeId)]);
  const app = new Koa();
  app.use(problemMiddleware({ debug() {}, info() {}, warn() {}, error() {} } as never));
  // Stands in for `authenticate`: the test names who is signed in.
  app.use(async (ctx, next) => {
    const userId = ctx.get('X-Test-User');
    if (userId) ctx.state.session = { userId } as never;
    await next();
  });
  app.use(refuseSuspendedWrites(store, () => now));
  // Any route at all, one no rule knows about among them.
  app.use((ctx) => {
    ctx.body = { reached: `${ctx.method} ${ctx.path}` };
  });
  const server = app.listen(0);
  await new Promise((resolve) => server.once('listening', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(async () => {
  close?.();
  await store.close();
  rmSync(dir, { recursive: true, force: true });
});

const call = async (method: string, path: string, userId?: string) => {
  const response = await fetch(`${url}${path}`, { method, headers: userId ? { 'X-Test-User': userId } : {} });
  return { status: response.status, body: (await response.json()) as { code?: string; detail: string } };
};

describe('refuseSuspendedWrites: the one rule every write passes (issue 14 point 7)', () => {
  it.each([
    ['POST', '/api/some/route/added/later'],
    ['PUT', '/api/user/profile'],
    ['PATCH', '/api/anything'],
    ['DELETE', '/api/upload/file'],
  ])('refuses %s %s by a suspended person: 403 with the end and the reason', async (method, path) => {
    const res = await call(method, path, suspendedId);
    expect([res.status, res.body.code]).toEqual([403, 'USER.SUSPENDED']);
    expect(res.body.detail).toContain('until 2026-07-01T00:00:00.000Z');
    expect(res.body.detail).toContain('Spam links');
  });

  it.each([
    ['GET', '/api/posts/x', suspendedId],
    ['HEAD', '/api/posts/x', suspendedId],
    ['POST', '/api/auth/logout', suspendedId],
    ['POST', '/api/auth/login', suspendedId],
    ['POST', '/api/some/route', activeId],
    ['POST', '/api/some/route', undefined],
  ])('lets %s %s through (as %s)', async (method, path, userId) => {
    const response = await fetch(`${url}${path}`, {
      method,
      headers: userId ? { 'X-Test-User': userId } : {},
    });
    expect(response.status).toBe(200);
  });
});
