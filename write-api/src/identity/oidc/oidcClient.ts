import * as client from 'openid-client';
import { isLoopbackHttp, type OidcSettings, redirectUriOf } from './oidcSettings.js';
import { ProviderFailure, providerFailureOf } from './providerFailure.js';

/** What the browser's round trip must carry from the start to the callback. */
export interface PendingSignIn {
  codeVerifier: string;
  state: string;
  nonce: string;
}

export const SCOPE = 'openid profile email';

/** Seconds to wait for any one request to the provider. */
const TIMEOUT_SECONDS = 10;

/**
 * The relying party: discovery happens on first use and is kept; a failed
 * discovery is not kept, so the next request tries again. Every failure
 * leaves as a ProviderFailure.
 */
export interface OidcClient {
  /** The authorization URL (code flow, PKCE S256, state, nonce) and what the callback must check. */
  beginSignIn(): Promise<{ url: URL; pending: PendingSignIn }>;
  /** Validates the callback, exchanges the code, checks the ID token and reads userinfo for its subject. */
  finishSignIn(callbackQuery: string, pending: PendingSignIn): Promise<client.UserInfoResponse>;
  /** Userinfo for an access token a client obtained itself: the provider vouches for it or refuses. */
  userInfoFor(accessToken: string): Promise<client.UserInfoResponse>;
}

export function createOidcClient(settings: OidcSettings): OidcClient {
  let discovered: Promise<client.Configuration> | undefined;
  const configuration = () => {
    discovered ??= discover(settings).catch((error: unknown) => {
      discovered = undefined;
      throw providerFailureOf(error);
    });
    return discovered;
  };
  const guarded = async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      throw providerFailureOf(error);
    }
  };

  return {
    beginSignIn: () =>
      guarded(async () => {
        const config = await configuration();
        const pending = {
          codeVerifier: client.randomPKCECodeVerifier(),
          state: client.randomState(),
          nonce: client.randomNonce(),
        };
        const url = client.buildAuthorizationUrl(config, {
          redirect_uri: redirectUriOf(settings),
          scope: SCOPE,
          code_challenge: await client.calculatePKCECodeChallenge(pending.codeVerifier),
          code_challenge_method: 'S256',
          state: pending.state,
          nonce: pending.nonce,
        });
        return { url, pending };
      }),

    finishSignIn: (callbackQuery, pending) =>
      guarded(async () => {
        const config = await configuration();
        // The URL the provider redirected to, as registered: the request's own
        // URL may differ behind a gateway or proxy.
        const currentUrl = new URL(redirectUriOf(settings));
        currentUrl.search = callbackQuery;
        const tokens = await client.authorizationCodeGrant(config, currentUrl, {
          pkceCodeVerifier: pending.codeVerifier,
          expectedState: pending.state,
          expectedNonce: pending.nonce,
          idTokenExpected: true,
        });
        const subject = tokens.claims()?.sub;
        if (!subject) throw new ProviderFailure('rejected', { reason: 'no subject in the ID token' });
        return client.fetchUserInfo(config, tokens.access_token, subject);
      }),

    userInfoFor: (accessToken) =>
      guarded(async () => client.fetchUserInfo(await configuration(), accessToken, client.skipSubjectCheck)),
  };
}

async function discover(settings: OidcSettings): Promise<client.Configuration> {
  const issuer = new URL(settings.issuerUrl);
  return client.discovery(
    issuer,
    settings.clientId,
    { client_secret: settings.clientSecret },
    client.ClientSecretBasic(settings.clientSecret),
    {
      timeout: TIMEOUT_SECONDS,
      // Plain http only ever for a provider on this machine (tests, local development).
      ...(isLoopbackHttp(issuer) ? { execute: [client.allowInsecureRequests] } : {}),
    },
  );
}
