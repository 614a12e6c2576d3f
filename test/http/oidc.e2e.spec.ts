import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUpResident } from '../support/accounts.js';
import { answerChecks } from '../support/answerChecks.js';
import { request, requestTo } from '../support/http.js';
import {
  CookieJar,
  startOidcProvider,
  type TestOidcProvider,
  type TestUser,
} from '../support/oidcProvider.js';
import { type RunningNode, startSingleNode, withSingleNode } from '../support/singleNode.js';

let provider: TestOidcProvider;
let node: RunningNode;
const api = requestTo(() => node);

beforeAll(async () => {
  provider = await startOidcProvider();
  node = await startSingleNode({ env: { ...provider.env, SEED_DEMO: 'false', OIDC_TOKEN_SIGNUP: 'true' } });
  // The node's URL is known only now; PUBLIC_URL defaults to it.
  provider.allowRedirectUri(`${node.url}/api/auth/google/callback`);
});
afterAll(async () => {
  await node?.stop();
  await provider?.stop();
});

/** The browser's side of a sign-in: start at the app, go through the provider, come back to the callback. */
async function startSignIn(returnTo = '/') {
  const jar = new CookieJar();
  const start = await jar.fetch(`${node.url}/api/auth/google/start?returnTo=${encodeURIComponent(returnTo)}`);
  expect(start.status).toBe(302);
  return { jar, start, authorizationUrl: start.headers.get('location') ?? '' };
}

async function signInWithGoogle(user: TestUser | 'deny', returnTo = '/') {
  const { jar, authorizationUrl } = await startSignIn(returnTo);
  const callbackUrl = await provider.authorize(authorizationUrl, user);
  const callback = await jar.fetch(callbackUrl.href);
  return { jar, callbackUrl, callback, location: callback.headers.get('location') };
}

const currentUser = (jar: CookieJar) =>
  api('GET', '/api/auth/user', {
    headers: { cookie: `mohalla_session=${jar.get('mohalla_session') ?? ''}` },
  });

describe('sign-in with Google in the browser (authorization code + PKCE)', () => {
  it('says Google is on', async () => {
    expect((await api('GET', '/api/auth/providers')).body).toEqual({ google: true });
  });

  it('redirects to the provider with PKCE S256, state and nonce, keeping them in a signed httpOnly cookie', async () => {
    const { start, authorizationUrl } = await startSignIn('/areas/somewhere');
    const url = new URL(authorizationUrl);
    expect(url.origin).toBe(provider.issuer);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: provider.clientId,
      response_type: 'code',
      scope: 'openid profile email',
      redirect_uri: `${node.url}/api/auth/google/callback`,
      code_challenge_method: 'S256',
    });
    for (const param of ['code_challenge', 'state', 'nonce'])
      expect(url.searchParams.get(param)).toBeTruthy();
    const cookies = start.headers.getSetCookie();
    const flow = cookies.find((c) => c.startsWith('mohalla_oidc='));
    expect(flow).toMatch(/httponly/i);
    expect(flow).toMatch(/samesite=lax/i);
    expect(flow).toMatch(/path=\/api\/auth\/google/i);
    expect(cookies.some((c) => c.startsWith('mohalla_oidc.sig='))).toBe(true);
    // The verifier never leaves in the URL, only its S256 challenge.
    expect(authorizationUrl).not.toContain('code_verifier');
  });

  it('signs a new person in: the session cookie works, and they land on returnTo', async () => {
    const user = provider.addUser({ given_name: 'Arjun', family_name: 'Nair' });
    const { callbackUrl, callback, location, jar } = await signInWithGoogle(user, '/areas/abc?tab=chat');
    expect(callbackUrl.origin + callbackUrl.pathname).toBe(`${node.url}/api/auth/google/callback`);
    expect(callback.status).toBe(302);
    expect(location).toBe('/areas/abc?tab=chat');
    const session = callback.headers.getSetCookie().find((c) => c.startsWith('mohalla_session='));
    expect(session).toMatch(/httponly/i);
    const me = await currentUser(jar);
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({
      email: user.email,
      firstName: 'Arjun',
      lastName: 'Nair',
      roles: ['resident'],
    });
    // The flow cookie is spent.
    expect(jar.get('mohalla_oidc')).toBeUndefined();
  });

  it('gives the same account to the same subject the next time', async () => {
    const user = provider.addUser();
    const first = await currentUser((await signInWithGoogle(user)).jar);
    const again = await currentUser((await signInWithGoogle(user)).jar);
    expect(again.body.id).toBe(first.body.id);
  });

  it('links an existing password account with the same verified email instead of making a second one', async () => {
    const account = await signUpResident(node, 'Leela');
    const user = provider.addUser({ email: account.email.toUpperCase(), email_verified: true });
    const signedIn = await signInWithGoogle(user);
    expect(signedIn.location).toBe('/');
    expect((await currentUser(signedIn.jar)).body.id).toBe(account.userId);
    // Still one account: the password still signs in to it, and Google again lands in it too.
    const login = await api('POST', '/api/auth/login', {
      body: { email: account.email, password: account.password },
    });
    expect(login.body.user.id).toBe(account.userId);
    expect((await currentUser((await signInWithGoogle(user)).jar)).body.id).toBe(account.userId);
  });

  it('refuses an unverified email that belongs to an existing account (no takeover)', async () => {
    const account = await signUpResident(node, 'Farah');
    const user = provider.addUser({ email: account.email, email_verified: false });
    const { callback, location } = await signInWithGoogle(user);
    expect(location).toBe('/login?error=google&reason=email_taken');
    expect(callback.headers.getSetCookie().some((c) => /^mohalla_session=[^;]/.test(c))).toBe(false);
  });

  it('refuses a tampered state, a tampered flow cookie and a replayed callback', async () => {
    const user = provider.addUser();
    const tampered = await startSignIn();
    const back = await provider.authorize(tampered.authorizationUrl, user);
    back.searchParams.set('state', `${back.searchParams.get('state')}x`);
    const res = await tampered.jar.fetch(back.href);
    expect(res.headers.get('location')).toBe('/login?error=google');
    expect(tampered.jar.get('mohalla_session')).toBeUndefined();

    const forged = await startSignIn();
    const backAgain = await provider.authorize(forged.authorizationUrl, user);
    const value = forged.jar.get('mohalla_oidc') ?? '';
    forged.jar.set('mohalla_oidc', `${value.slice(0, -2)}AA`);
    expect((await forged.jar.fetch(backAgain.href)).headers.get('location')).toBe('/login?error=google');

    const once = await signInWithGoogle(user);
    expect(once.location).toBe('/');
    const replay = await new CookieJar().fetch(once.callbackUrl.href);
    expect(replay.headers.get('location')).toBe('/login?error=google');
  });

  it('sends a person who refuses at the provider back to the login page', async () => {
    const { location, callbackUrl } = await signInWithGoogle('deny');
    expect(callbackUrl.searchParams.get('error')).toBe('access_denied');
    expect(location).toBe('/login?error=google');
  });

  it('never redirects off the site after sign-in', async () => {
    const user = provider.addUser();
    for (const returnTo of ['//evil.example/x', 'https://evil.example', '/\\evil.example', '/login']) {
      expect((await signInWithGoogle(user, returnTo)).location).toBe('/');
    }
  });
});

describe('POST /api/auth/google-signup (token-based clients)', () => {
  it('signs in with an access token the provider vouches for, ignoring the userInfo the client sent', async () => {
    const user = provider.addUser({ given_name: 'Ishaan', family_name: 'Das' });
    const googleToken = await provider.accessTokenFor(user);
    const res = await api('POST', '/api/auth/google-signup', {
      body: {
        googleToken,
        userInfo: { email: 'someone.else@example.in', firstName: 'Mallory', googleId: 'forged' },
      },
    });
    expect(res.status).toBe(200);
    // The whole answer as its contract schema describes it (test/http/writeAnswers.e2e.spec.ts checks the others).
    answerChecks().check('POST', '/api/auth/google-signup', res);
    expect(res.body).toMatchObject({
      message: 'Authentication successful',
      user: { email: user.email, firstName: 'Ishaan', lastName: 'Das' },
    });
    expect(res.headers.getSetCookie().some((c) => c.startsWith('mohalla_session='))).toBe(true);
    const me = await api('GET', '/api/auth/user', { headers: bearer(res.body.token) });
    expect(me.body.email).toBe(user.email);
    // The browser flow with the same person lands in the same account.
    expect((await currentUser((await signInWithGoogle(user)).jar)).body.id).toBe(res.body.user.id);
  });

  it('never signs a new Google person into the account a password sign-up made with the same Idempotency-Key', async () => {
    const headers = { 'Idempotency-Key': `shared-${Date.now()}` };
    const victim = await api('POST', '/api/auth/signup', {
      headers,
      body: {
        firstName: 'Meera',
        lastName: 'Iyer',
        email: `victim.${Date.now()}@example.in`,
        mobile: '+91 98450 12345',
        password: 'chai-time-42',
      },
    });
    expect(victim.status).toBe(201);
    const attacker = provider.addUser();
    const googleToken = await provider.accessTokenFor(attacker);
    const res = await api('POST', '/api/auth/google-signup', { headers, body: { googleToken } });
    // The key only counts with its own request: the Google person gets an account of their own.
    expect(res.body.user?.id).not.toBe(victim.body.user.id);
    if (res.body.token) {
      const who = await api('GET', '/api/auth/user', {
        headers: { Authorization: `Bearer ${res.body.token}` },
      });
      expect(who.body.id).not.toBe(victim.body.user.id);
    }
  });

  it('makes one account when the same first sign-in races', async () => {
    const user = provider.addUser();
    const googleToken = await provider.accessTokenFor(user);
    const results = await Promise.all(
      [1, 2, 3].map(() => api('POST', '/api/auth/google-signup', { body: { googleToken } })),
    );
    expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(new Set(results.map((r) => r.body.user.id)).size).toBe(1);
  });

  it('answers 401 AUTH.PROVIDER_FAILED to a token the provider does not know', async () => {
    const res = await api('POST', '/api/auth/google-signup', { body: { googleToken: 'not-a-real-token' } });
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ code: 'AUTH.PROVIDER_FAILED', message: 'Authentication failed' });
  });

  it('answers 400 without a token', async () => {
    expect((await api('POST', '/api/auth/google-signup', { body: {} })).status).toBe(400);
  });

  it('never logs the client secret or a token', async () => {
    const user = provider.addUser();
    const googleToken = await provider.accessTokenFor(user);
    await api('POST', '/api/auth/google-signup', { body: { googleToken } });
    await api('POST', '/api/auth/google-signup', { body: { googleToken: `${googleToken}x` } });
    expect(node.output()).not.toContain(provider.clientSecret);
    expect(node.output()).not.toContain(googleToken);
  });
});

describe('without a working provider', () => {
  /** What the two Google routes answer: the redirect sign-in's start, and bare-token sign-in. */
  const googleRoutes = async (url: string) => ({
    start: await request(url, 'GET', '/api/auth/google/start'),
    token: await request(url, 'POST', '/api/auth/google-signup', { body: { googleToken: 'x' } }),
  });

  it('refuses bare-token sign-in unless the server turns it on (such a token may belong to another app)', () =>
    withSingleNode({ env: { ...provider.env, SEED_DEMO: 'false' } }, async (strict) => {
      const res = await request(strict.url, 'POST', '/api/auth/google-signup', {
        body: { googleToken: 'any-token' },
      });
      expect(res.status).toBe(404);
      expect(res.body.message).toMatch(/Token sign-in is off/);
      expect((await request(strict.url, 'GET', '/api/auth/providers')).body).toEqual({ google: true });
    }));

  it('a node without OIDC settings says Google is off and has no Google routes', () =>
    withSingleNode({ env: { SEED_DEMO: 'false' } }, async (plain) => {
      expect((await request(plain.url, 'GET', '/api/auth/providers')).body).toEqual({ google: false });
      const { start, token } = await googleRoutes(plain.url);
      expect(start.status).toBe(404);
      expect(start.body.message).toBe('Sign-in with Google is not set up on this server.');
      expect(token.status).toBe(404);
    }));

  it('a provider that does not answer gives a 503 problem, not a crash', async () => {
    const deadPort = await freePort();
    const env = {
      SEED_DEMO: 'false',
      OIDC_ISSUER_URL: `http://127.0.0.1:${deadPort}`,
      OIDC_CLIENT_ID: 'mohalla',
      OIDC_CLIENT_SECRET: 'secret-secret',
      OIDC_TOKEN_SIGNUP: 'true',
    };
    await withSingleNode({ env }, async (down) => {
      const { start, token } = await googleRoutes(down.url);
      expect(start.status).toBe(503);
      expect(start.body.code).toBe('SERVER.UNAVAILABLE');
      expect(token.status).toBe(503);
      expect((await request(down.url, 'GET', '/healthz')).status).toBe(200);
    });
  });

  it('refuses a configuration with a client id but no secret', async () => {
    await expect(
      startSingleNode({ env: { SEED_DEMO: 'false', OIDC_CLIENT_ID: 'only-the-id' } }),
    ).rejects.toThrow(/OIDC_CLIENT_SECRET is missing/);
  });
});

/** A port nothing listens on (taken and released at once). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}
