import { z } from 'zod';

/** Where sign-in with Google (or any OpenID provider) is configured; absent when it is not. */
export interface OidcSettings {
  /** The provider's issuer identifier; discovery reads `<issuer>/.well-known/openid-configuration`. */
  issuerUrl: string;
  clientId: string;
  clientSecret: string;
  /**
   * Whether POST /api/auth/google-signup (a bare access token from a
   * token-based client) is accepted. Off by default: the userinfo endpoint
   * does not say which app a token was issued to, so any app the person ever
   * signed into with Google could replay their token here. The browser flow
   * (code + PKCE, our own client id) has no such gap.
   */
  tokenSignIn: boolean;
  /**
   * The browser-facing origin (e.g. https://mohalla.example). A function when
   * it is only known once the server listens (the single-node edition on PORT=0).
   */
  publicUrl: string | (() => string);
}

export const GOOGLE_ISSUER = 'https://accounts.google.com';

/** The callback path registered with the provider: `${PUBLIC_URL}/api/auth/google/callback`. */
export const CALLBACK_PATH = '/api/auth/google/callback';

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** Plain http is only for a provider on this machine (tests, local development). */
export function isLoopbackHttp(url: URL): boolean {
  return url.protocol === 'http:' && LOOPBACK.has(url.hostname);
}

const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' });

/** The write-api's variables (the launchers read the same names and pass them on). */
export const oidcSettingsShape = {
  OIDC_ISSUER_URL: httpUrl.default(GOOGLE_ISSUER),
  OIDC_CLIENT_ID: z.string().min(1).max(512).optional(),
  OIDC_CLIENT_SECRET: z.string().min(1).max(512).optional(),
  PUBLIC_URL: httpUrl.optional(),
  OIDC_TOKEN_SIGNUP: z.enum(['true', 'false']).default('false'),
};

export const OIDC_SETTINGS_EXPECT = {
  OIDC_ISSUER_URL: `the OpenID provider's issuer URL (default ${GOOGLE_ISSUER}); https, or http on 127.0.0.1/localhost`,
  OIDC_CLIENT_ID:
    'the OAuth client id from the provider (sign-in with Google is on when it and OIDC_CLIENT_SECRET are set)',
  OIDC_CLIENT_SECRET: 'the OAuth client secret from the provider, set together with OIDC_CLIENT_ID',
  PUBLIC_URL:
    'the origin browsers use, like https://mohalla.example (the redirect URI is PUBLIC_URL/api/auth/google/callback)',
  OIDC_TOKEN_SIGNUP:
    'true to accept POST /api/auth/google-signup with a bare access token (off by default: such a token may have been issued to another app)',
};

type OidcEnv = {
  OIDC_ISSUER_URL: string;
  OIDC_CLIENT_ID?: string | undefined;
  OIDC_CLIENT_SECRET?: string | undefined;
  PUBLIC_URL?: string | undefined;
  OIDC_TOKEN_SIGNUP?: 'true' | 'false' | undefined;
};

/**
 * Cross-field checks, each reported on the variable to fix: the id and the
 * secret come together, the issuer is https unless it is on loopback, and
 * PUBLIC_URL is needed to build the redirect URI.
 */
export function checkOidcSettings(env: OidcEnv, ctx: z.RefinementCtx): void {
  if (!env.OIDC_CLIENT_ID && !env.OIDC_CLIENT_SECRET) return;
  if (!env.OIDC_CLIENT_ID) ctx.addIssue({ code: 'custom', path: ['OIDC_CLIENT_ID'], message: 'required' });
  if (!env.OIDC_CLIENT_SECRET) {
    ctx.addIssue({ code: 'custom', path: ['OIDC_CLIENT_SECRET'], message: 'required' });
  }
  const issuer = new URL(env.OIDC_ISSUER_URL);
  if (issuer.protocol !== 'https:' && !isLoopbackHttp(issuer)) {
    ctx.addIssue({ code: 'custom', path: ['OIDC_ISSUER_URL'], message: 'must be https' });
  }
  if (!env.PUBLIC_URL) {
    ctx.addIssue({ code: 'custom', path: ['PUBLIC_URL'], message: 'required with OIDC_CLIENT_ID' });
  }
}

/** The settings, or undefined when sign-in with a provider is not configured. */
export function oidcSettingsFrom(env: OidcEnv): OidcSettings | undefined {
  const { OIDC_ISSUER_URL, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET, PUBLIC_URL } = env;
  if (!OIDC_CLIENT_ID || !OIDC_CLIENT_SECRET) return undefined;
  if (!PUBLIC_URL) throw new Error('PUBLIC_URL is required to sign in with a provider');
  return {
    issuerUrl: OIDC_ISSUER_URL,
    clientId: OIDC_CLIENT_ID,
    clientSecret: OIDC_CLIENT_SECRET,
    publicUrl: PUBLIC_URL,
    tokenSignIn: env.OIDC_TOKEN_SIGNUP === 'true',
  };
}

/** `${PUBLIC_URL}/api/auth/google/callback`, whatever trailing slash PUBLIC_URL came with. */
export function redirectUriOf(settings: OidcSettings): string {
  const base = typeof settings.publicUrl === 'function' ? settings.publicUrl() : settings.publicUrl;
  return `${base.replace(/\/+$/, '')}${CALLBACK_PATH}`;
}
