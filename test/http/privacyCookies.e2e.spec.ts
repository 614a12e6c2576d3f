import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COOKIES } from '../../web/src/features/legal/legalFacts.js';
import { CookieJar, startOidcProvider, type TestOidcProvider } from '../support/oidcProvider.js';
import { type RunningNode, startSingleNode } from '../support/singleNode.js';

/**
 * The privacy page names the cookies we set (issue 16 point 6: it said "one
 * session cookie" while sign-in also sets a known-device cookie and Google
 * sign-in a flow cookie with its signature). Every way in and out is walked
 * here, and the cookies the server sent must be exactly the page's.
 */
let provider: TestOidcProvider;
let node: RunningNode;

beforeAll(async () => {
  provider = await startOidcProvider();
  node = await startSingleNode({ env: { ...provider.env, SEED_DEMO: 'false' } });
  provider.allowRedirectUri(`${node.url}/api/auth/google/callback`);
});
afterAll(async () => {
  await node?.stop();
  await provider?.stop();
});

const namesOf = (res: Response) => res.headers.getSetCookie().map((line) => line.slice(0, line.indexOf('=')));

describe('cookies named on the privacy page', () => {
  it('are exactly the cookies sign-up, sign-in, sign-out and Google sign-in set', async () => {
    const seen = new Set<string>();
    const readableByScripts: string[] = [];
    const send = async (jar: CookieJar, method: string, path: string, body?: unknown) => {
      const res = await jar.fetch(`${node.url}${path}`, {
        method,
        // A browser on the app's own page says where it is; a cookie write without it is refused as cross-site.
        headers: { 'content-type': 'application/json', origin: node.url },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      for (const name of namesOf(res)) seen.add(name);
      // The page: "None can be read by scripts on the page".
      for (const line of res.headers.getSetCookie())
        if (!/;\s*httponly/i.test(line)) readableByScripts.push(line);
      return res;
    };

    const jar = new CookieJar();
    const email = `privacy.${randomUUID().slice(0, 8)}@example.in`;
    const password = 'chai-time-42';
    const signup = { firstName: 'Meera', lastName: 'Iyer', email, mobile: '+91 98450 12345', password };
    expect((await send(jar, 'POST', '/api/auth/signup', signup)).status).toBe(201);
    expect((await send(jar, 'POST', '/api/auth/logout')).status).toBeLessThan(300);
    expect((await send(jar, 'POST', '/api/auth/login', { email, password })).status).toBe(200);
    expect((await send(jar, 'GET', '/api/auth/session')).status).toBe(200);

    const google = new CookieJar();
    const start = await send(google, 'GET', '/api/auth/google/start?returnTo=%2F');
    expect(start.status).toBe(302);
    const callbackUrl = await provider.authorize(start.headers.get('location') ?? '', provider.addUser());
    expect((await send(google, 'GET', callbackUrl.pathname + callbackUrl.search)).status).toBe(302);

    const documented = COOKIES.flatMap(({ names }) => names);
    expect([...seen].sort()).toEqual([...documented].sort());
    expect(readableByScripts).toEqual([]);
  });
});
