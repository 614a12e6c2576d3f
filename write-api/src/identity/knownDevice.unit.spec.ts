import type { AddressInfo } from 'node:net';
import Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KNOWN_DEVICE_TTL_MS, knownDeviceFor, rememberDevice } from './knownDevice.js';

// A tiny app over real HTTP: /remember marks the browser for ?email at ?now; /check answers what it sees.
let server: ReturnType<Koa['listen']>;
let base: string;
beforeAll(async () => {
  const app = new Koa();
  app.keys = ['test cookie secret'];
  app.use((ctx) => {
    const email = String(ctx.query.email);
    const now = new Date(Number(ctx.query.now));
    if (ctx.path === '/remember') rememberDevice(ctx, email, now);
    ctx.body = { device: knownDeviceFor(ctx, email, now) ?? null };
  });
  server = app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server?.close();
});

const T0 = Date.UTC(2026, 0, 1);

async function call(path: '/remember' | '/check', email: string, now: number, cookie = '') {
  const res = await fetch(`${base}${path}?email=${encodeURIComponent(email)}&now=${now}`, {
    headers: cookie ? { cookie } : {},
  });
  const set = res.headers.getSetCookie().find((c) => c.startsWith('mohalla_device='));
  const body = (await res.json()) as { device: { deviceId: string; account: string } | null };
  return { device: body.device, cookie: set?.split(';')[0] ?? cookie };
}

describe('known devices', () => {
  it('knows a browser for the accounts it signed in to, whatever the email’s case, and no other', async () => {
    const { cookie } = await call('/remember', 'Asha@Example.in', T0);
    expect((await call('/check', ' asha@example.in', T0 + 1000, cookie)).device).not.toBeNull();
    expect((await call('/check', 'ravi@example.in', T0 + 1000, cookie)).device).toBeNull();
    expect((await call('/check', 'asha@example.in', T0 + 1000)).device).toBeNull();
  });

  it('keeps one device id for a browser across sign-ins and accounts', async () => {
    const first = await call('/remember', 'asha@example.in', T0);
    const second = await call('/remember', 'ravi@example.in', T0 + 1000, first.cookie);
    const again = await call('/remember', 'asha@example.in', T0 + 2000, second.cookie);
    const firstId = (await call('/check', 'asha@example.in', T0, first.cookie)).device?.deviceId;
    expect(firstId).toBeDefined();
    const asha = (await call('/check', 'asha@example.in', T0 + 3000, again.cookie)).device;
    const ravi = (await call('/check', 'ravi@example.in', T0 + 3000, again.cookie)).device;
    expect(asha?.deviceId).toBe(firstId);
    expect(ravi?.deviceId).toBe(firstId);
  });

  it('forgets an entry once it is older than its lifetime', async () => {
    const { cookie } = await call('/remember', 'asha@example.in', T0);
    expect(
      (await call('/check', 'asha@example.in', T0 + KNOWN_DEVICE_TTL_MS - 1000, cookie)).device,
    ).not.toBeNull();
    expect(
      (await call('/check', 'asha@example.in', T0 + KNOWN_DEVICE_TTL_MS + 1000, cookie)).device,
    ).toBeNull();
  });

  it('refuses an entry whose account, time or signature was altered', async () => {
    const { cookie } = await call('/remember', 'asha@example.in', T0);
    const [device, account, issued, mac] = cookie.slice('mohalla_device='.length).split('.') as [
      string,
      string,
      string,
      string,
    ];
    const other = (await call('/remember', 'ravi@example.in', T0)).cookie.split('.')[1]!;
    const altered = [
      [device, other, issued, mac],
      [device, account, (T0 + 5000).toString(36), mac],
      [device, account, issued, `${mac.slice(0, -1)}${mac.endsWith('A') ? 'B' : 'A'}`],
    ];
    for (const parts of altered) {
      const check = await call('/check', 'asha@example.in', T0 + 10_000, `mohalla_device=${parts.join('.')}`);
      expect(check.device).toBeNull();
    }
  });
});
