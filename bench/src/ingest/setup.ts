import { randomUUID } from 'node:crypto';

async function call<T>(
  baseUrl: string,
  method: string,
  path: string,
  token?: string,
  body?: unknown,
): Promise<T> {
  const headers: Record<string, string> = {};
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text.slice(0, 300)}`);
  return JSON.parse(text) as T;
}

/** A resident signed up the ordinary way (password, scrypt and all). */
export async function signUp(baseUrl: string, n: number): Promise<string> {
  const { token } = await call<{ token: string }>(baseUrl, 'POST', '/api/auth/signup', undefined, {
    firstName: 'Bench',
    lastName: `Author ${n}`,
    email: `bench.author.${n}.${randomUUID().slice(0, 8)}@example.in`,
    mobile: '+91 98765 43210',
    password: `pw-${randomUUID()}`,
  });
  return token;
}

/** The demo seed's areas, once the projector has filed them. */
export async function areaIds(baseUrl: string): Promise<string[]> {
  for (let tries = 0; tries < 240; tries++) {
    const areas = await call<{ _id: string }[]>(baseUrl, 'GET', '/api/areas');
    if (areas.length > 0) return areas.map((area) => area._id);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('no areas after two minutes');
}

export async function publishPost(
  baseUrl: string,
  token: string,
  areaId: string,
  n: number,
): Promise<{ id: string; position: number }> {
  return call(baseUrl, 'POST', `/api/areas/${areaId}/posts`, token, {
    type: 'ask',
    title: `Water tanker timings near the park, lane ${n}`,
    content: `Does anyone know when the tanker comes to lane ${n} this week? The schedule changed again.`,
    mediaUrls: [],
  });
}

/** Waits until every projection has applied `position` (read-your-writes), so phases do not inherit a backlog. */
export async function waitForReadSide(baseUrl: string, position: number): Promise<number> {
  const started = performance.now();
  for (;;) {
    const response = await fetch(`${baseUrl}/api/areas?minPosition=${position}`);
    await response.text();
    if (response.headers.get('x-read-stale') !== 'true') return (performance.now() - started) / 1000;
  }
}
