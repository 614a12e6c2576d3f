import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';

/** The few HTTP calls the bench makes, as any API client would (the tests' helpers are not imported). */
async function call<T>(baseUrl: string, method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text.slice(0, 300)}`);
  return JSON.parse(text) as T;
}

/** Signs a new resident up and answers their bearer token. */
export async function signUpResident(baseUrl: string, n: number): Promise<string> {
  const { token } = await call<{ token: string }>(baseUrl, 'POST', '/api/auth/signup', {
    firstName: 'Bench',
    lastName: `Resident ${n}`,
    email: `bench.${n}.${randomUUID().slice(0, 8)}@example.in`,
    mobile: '+91 98765 43210',
    password: `pw-${randomUUID()}`,
  });
  return token;
}

/**
 * The lobby channels of the first `count` areas. The demo seed creates the
 * areas; the projector may still be filing them, so this waits for them.
 */
export async function lobbyChannels(baseUrl: string, count: number, timeoutMs = 120_000): Promise<string[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const areas = await call<{ channels: { _id: string }[] }[]>(baseUrl, 'GET', '/api/areas');
    const channels = areas.flatMap((area) => area.channels.slice(0, 1).map((channel) => channel._id));
    if (channels.length >= count) return channels.slice(0, count);
    if (Date.now() > deadline)
      throw new Error(`only ${channels.length} of ${count} areas after ${timeoutMs} ms`);
    await sleep(500);
  }
}
