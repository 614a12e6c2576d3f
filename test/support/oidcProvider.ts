import { createHash, generateKeyPairSync, randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type Configuration } from 'oidc-provider';

/** A person the test provider knows, with the claims Google's userinfo gives. */
export interface TestUser {
  sub: string;
  email: string;
  email_verified: boolean;
  given_name: string;
  family_name: string;
  picture: string;
}

export interface TestOidcProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** OIDC_ISSUER_URL, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET for the node under test. */
  env: Record<string, string>;
  /**
   * Registers the app's redirect URI (known once the app listens) and starts
   * answering; until then every request gets a 503.
   */
  allowRedirectUri(uri: string): void;
  /** A fresh person with a unique sub and email (override any claim). */
  addUser(overrides?: Partial<TestUser>): TestUser;
  /**
   * Plays the person at the provider: from an authorization URL, through the
   * login interaction (or a refusal), to the redirect back to the client.
   * Answers that redirect's URL (with code and state, or error).
   */
  authorize(authorizationUrl: string, as: TestUser | 'deny'): Promise<URL>;
  /** A real access token for the person, from the code flow run as the client itself. */
  accessTokenFor(user: TestUser): Promise<string>;
  stop(): Promise<void>;
}

/**
 * A real OpenID provider (`oidc-provider`), in-process on 127.0.0.1: one
 * confidential client (client_secret_basic, PKCE S256 required), accounts
 * from an in-memory list, and a non-interactive login: the test posts the
 * person's `sub` to the interaction, which logs them in and grants the
 * requested scopes in one step (or refuses, for the denied-consent case).
 */
export async function startOidcProvider(): Promise<TestOidcProvider> {
  const users = new Map<string, TestUser>();
  const clientId = `mohalla-test-${randomUUID().slice(0, 8)}`;
  const clientSecret = randomBytes(32).toString('base64url');
  let provider: Provider | undefined;
  let handle: ((req: IncomingMessage, res: ServerResponse) => void) | undefined;

  const server = createServer((req, res) => {
    if (!provider || !handle) {
      res.writeHead(503).end('provider not configured yet');
      return;
    }
    const match = /^\/interaction\/([A-Za-z0-9_-]+)(?:\/(login|abort))?$/.exec(req.url?.split('?')[0] ?? '');
    if (match && req.method === 'POST') {
      void interact(provider, users, req, res, match[2]).catch((error: unknown) => {
        res.writeHead(500).end(String(error));
      });
      return;
    }
    if (match) {
      res.writeHead(200, { 'content-type': 'text/plain' }).end(`interaction ${match[1]}`);
      return;
    }
    handle(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const ownRedirectUri = `${issuer}/test-client/callback`;

  const authorize = async (authorizationUrl: string, as: TestUser | 'deny'): Promise<URL> => {
    const jar = new CookieJar();
    let location = new URL(authorizationUrl);
    for (let hop = 0; hop < 10; hop++) {
      if (location.origin !== issuer || location.href.startsWith(ownRedirectUri)) return location;
      const interaction = /^\/interaction\/[A-Za-z0-9_-]+$/.exec(location.pathname);
      const res = interaction
        ? await jar.fetch(`${location.href}/${as === 'deny' ? 'abort' : 'login'}`, {
            method: 'POST',
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            body: new URLSearchParams({ sub: as === 'deny' ? '' : as.sub }).toString(),
          })
        : await jar.fetch(location.href);
      const next = res.headers.get('location');
      if (!next)
        throw new Error(`provider answered ${res.status} at ${location.pathname}: ${await res.text()}`);
      location = new URL(next, location);
    }
    throw new Error('too many redirects at the provider');
  };

  return {
    issuer,
    clientId,
    clientSecret,
    env: { OIDC_ISSUER_URL: issuer, OIDC_CLIENT_ID: clientId, OIDC_CLIENT_SECRET: clientSecret },
    allowRedirectUri(uri) {
      provider = new Provider(issuer, configuration(users, clientId, clientSecret, [uri, ownRedirectUri]));
      handle = provider.callback();
    },
    addUser(overrides = {}) {
      const id = randomUUID().slice(0, 8);
      const user: TestUser = {
        sub: `sub-${randomUUID()}`,
        email: `kavya.${id}@example.in`,
        email_verified: true,
        given_name: 'Kavya',
        family_name: 'Rao',
        picture: `https://images.example.in/${id}.png`,
        ...overrides,
      };
      users.set(user.sub, user);
      return user;
    },
    authorize,
    async accessTokenFor(user) {
      const verifier = randomBytes(32).toString('base64url');
      const url = new URL(`${issuer}/auth`);
      url.search = new URLSearchParams({
        client_id: clientId,
        response_type: 'code',
        redirect_uri: ownRedirectUri,
        scope: 'openid profile email',
        state: randomUUID(),
        nonce: randomUUID(),
        code_challenge: createHash('sha256').update(verifier).digest('base64url'),
        code_challenge_method: 'S256',
      }).toString();
      const back = await authorize(url.href, user);
      const code = back.searchParams.get('code');
      if (!code) throw new Error(`no code: ${back.search}`);
      const res = await fetch(`${issuer}/token`, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          authorization: `Basic ${Buffer.from(`${encodeURIComponent(clientId)}:${encodeURIComponent(clientSecret)}`).toString('base64')}`,
        },
        body: new URLSearchParams({
          grant_type: 'authorization_code',
          code,
          redirect_uri: ownRedirectUri,
          code_verifier: verifier,
        }).toString(),
      });
      const body = (await res.json()) as { access_token?: string };
      if (!body.access_token) throw new Error(`no access token: ${res.status} ${JSON.stringify(body)}`);
      return body.access_token;
    },
    async stop() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

function configuration(
  users: Map<string, TestUser>,
  clientId: string,
  clientSecret: string,
  redirectUris: string[],
): Configuration {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const signingKey = { ...privateKey.export({ format: 'jwk' }), kid: 'test-key', use: 'sig', alg: 'RS256' };
  return {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    // biome-ignore lint/suspicious/noExplicitAny: a JWK from node:crypto is what the provider takes
    jwks: { keys: [signingKey as any] },
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    pkce: { methods: ['S256'], required: () => true },
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      Grant: 600,
      IdToken: 600,
      Interaction: 600,
      Session: 600,
    },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['given_name', 'family_name', 'picture'],
    },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    async findAccount(_ctx, sub) {
      const user = users.get(sub);
      if (!user) return undefined;
      return { accountId: sub, claims: () => ({ ...user }) };
    },
  };
}

/** The non-interactive login: the posted `sub` signs in and consents, or `abort` refuses. */
async function interact(
  provider: Provider,
  users: Map<string, TestUser>,
  req: IncomingMessage,
  res: ServerResponse,
  action: string | undefined,
): Promise<void> {
  const body = new URLSearchParams(await readBody(req));
  const details = await provider.interactionDetails(req, res);
  const sub = body.get('sub') ?? '';
  if (action !== 'login' || !users.has(sub)) {
    await provider.interactionFinished(req, res, {
      error: 'access_denied',
      error_description: 'End-User aborted interaction',
    });
    return;
  }
  const grant = new provider.Grant({ accountId: sub, clientId: String(details.params.client_id) });
  grant.addOIDCScope(String(details.params.scope));
  const grantId = await grant.save();
  await provider.interactionFinished(
    req,
    res,
    { login: { accountId: sub }, consent: { grantId } },
    { mergeWithLastSubmission: false },
  );
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let data = '';
    req.on('data', (chunk: Buffer) => {
      data += chunk.toString();
    });
    req.on('end', () => resolve(data));
    req.on('error', reject);
  });
}

/**
 * A browser's cookies for one site, enough for these flows: name → value,
 * every cookie sent on every request (paths are not tracked), cleared ones
 * (empty, Max-Age=0, expired) dropped. Redirects are not followed: callers
 * read `location` and decide.
 */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  async fetch(url: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    const cookie = this.header();
    if (cookie) headers.set('cookie', cookie);
    const res = await fetch(url, { ...init, headers, redirect: 'manual' });
    this.store(res.headers.getSetCookie());
    return res;
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  get(name: string): string | undefined {
    return this.cookies.get(name);
  }

  set(name: string, value: string): void {
    this.cookies.set(name, value);
  }

  store(setCookies: string[]): void {
    for (const line of setCookies) {
      const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq);
      const value = pair.slice(eq + 1);
      const attr = (key: string) =>
        attributes.find((a) => a.toLowerCase().startsWith(`${key}=`))?.slice(key.length + 1);
      const maxAge = attr('max-age');
      const expires = attr('expires');
      const gone =
        value === '' ||
        (maxAge !== undefined && Number(maxAge) <= 0) ||
        (expires !== undefined && Date.parse(expires) <= Date.now());
      if (gone) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
}
