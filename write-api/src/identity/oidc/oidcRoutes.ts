import { Router } from '@koa/router';
import { DomainError, type GoogleSignupAnswer, GoogleSignupBodySchema } from '@mohalla/contracts';
import type { CommandContext } from '@mohalla/domain';
import { type EventStore, type Logger, parseInput } from '@mohalla/infra';
import type { Context, Middleware } from 'koa';
import { rememberDevice } from '../knownDevice.js';
import { signInWithProvider } from '../providerSignIn.js';
import { setSessionCookie } from '../sessionCookie.js';
import { clearFlowCookie, readFlowCookie, setFlowCookie } from './flowCookie.js';
import type { OidcClient } from './oidcClient.js';
import { identityFromUserInfo } from './providerClaims.js';
import { ProviderFailure, providerFailureOf } from './providerFailure.js';
import { safeReturnTo } from './returnTo.js';

export interface OidcRoutesDeps {
  eventStore: EventStore;
  contextOf(ctx: Context): CommandContext;
  /** Absent when sign-in with Google is not configured: the routes then answer 404. */
  oidc: OidcClient | undefined;
  logger: Logger;
  clock: () => Date;
  /** Spent before a token-based sign-in asks the provider. */
  limit: Middleware;
  /** Whether the token route is on (see OidcSettings.tokenSignIn). */
  tokenSignIn: boolean;
}

const notConfigured = () =>
  new DomainError('REQUEST.NOT_FOUND', 'Sign-in with Google is not set up on this server.');
const unavailable = () =>
  new DomainError(
    'SERVER.UNAVAILABLE',
    'Sign-in with Google is unavailable right now. Please try again shortly.',
  );

/**
 * Sign-in with Google over OpenID Connect. Browsers go through the
 * authorization code flow with PKCE (start → provider → callback) and come
 * back signed in by the session cookie; token-based clients post an access
 * token they obtained themselves, which the provider's userinfo endpoint
 * must vouch for.
 */
export function oidcRoutes({
  eventStore,
  contextOf,
  oidc,
  logger,
  clock,
  limit,
  tokenSignIn,
}: OidcRoutesDeps): Router {
  const router = new Router({ prefix: '/api' });
  const configured = (): OidcClient => {
    if (!oidc) throw notConfigured();
    return oidc;
  };

  router.get('/auth/google/start', async (ctx) => {
    const client = configured();
    const returnTo = safeReturnTo(ctx.query.returnTo);
    const { url, pending } = await client.beginSignIn().catch((error: unknown) => {
      logger.warn('sign-in with Google could not start', { ...providerFailureOf(error).detail });
      throw unavailable();
    });
    setFlowCookie(ctx, { ...pending, returnTo }, clock());
    ctx.set('Cache-Control', 'no-store');
    ctx.redirect(url.href);
  });

  // Every failure ends on the login page (the web shows 'Authentication Failed'), logged without secrets.
  router.get('/auth/google/callback', async (ctx) => {
    const client = configured();
    ctx.set('Cache-Control', 'no-store');
    const flow = readFlowCookie(ctx, clock());
    clearFlowCookie(ctx);
    try {
      if (!flow)
        throw new ProviderFailure('rejected', {
          reason: 'no sign-in in progress (cookie missing, altered or expired)',
        });
      const userInfo = await client.finishSignIn(ctx.querystring, flow);
      const signedIn = await signInWithProvider(eventStore, identityFromUserInfo(userInfo), contextOf(ctx));
      setSessionCookie(ctx, signedIn.session.token, signedIn.session.expiresAt);
      // The provider vouched for the account's email: this browser is one of the owner's known devices.
      rememberDevice(ctx, signedIn.user.email, clock());
      ctx.redirect(flow.returnTo);
    } catch (error) {
      ctx.redirect(`/login?error=google${reasonOf(error, logger)}`);
    }
  });

  router.post('/auth/google-signup', limit, async (ctx) => {
    const client = configured();
    if (!tokenSignIn) {
      throw new DomainError(
        'REQUEST.NOT_FOUND',
        'Token sign-in is off on this server. Sign in with Google through the browser instead.',
      );
    }
    const body = parseInput(GoogleSignupBodySchema, ctx.request.body);
    // body.userInfo is never trusted: the provider says who the token belongs to.
    const userInfo = await client.userInfoFor(body.googleToken).catch((error: unknown) => {
      const failure = providerFailureOf(error);
      logger.warn('token sign-in with Google refused', { kind: failure.kind, ...failure.detail });
      throw failure.kind === 'unavailable'
        ? unavailable()
        : new DomainError('AUTH.PROVIDER_FAILED', 'Authentication failed');
    });
    let identity: ReturnType<typeof identityFromUserInfo>;
    try {
      identity = identityFromUserInfo(userInfo);
    } catch (error) {
      logger.warn('token sign-in with Google refused', { ...providerFailureOf(error).detail });
      throw new DomainError('AUTH.PROVIDER_FAILED', 'Authentication failed');
    }
    const signedIn = await signInWithProvider(eventStore, identity, contextOf(ctx));
    setSessionCookie(ctx, signedIn.session.token, signedIn.session.expiresAt);
    rememberDevice(ctx, signedIn.user.email, clock());
    ctx.body = {
      token: signedIn.session.token,
      message: 'Authentication successful',
      user: signedIn.user,
      position: signedIn.session.position,
    } satisfies GoogleSignupAnswer;
  });

  return router;
}

/** The `&reason=` the login page may show, after logging what went wrong (codes only, no secrets). */
function reasonOf(error: unknown, logger: Logger): string {
  if (error instanceof DomainError) {
    logger.warn('sign-in with Google refused', { code: error.code });
    return error.code === 'AUTH.EMAIL_TAKEN' ? '&reason=email_taken' : '';
  }
  if (error instanceof ProviderFailure) {
    logger.warn('sign-in with Google failed', { kind: error.kind, ...error.detail });
    return error.kind === 'unavailable' ? '&reason=unavailable' : '';
  }
  logger.error('sign-in with Google failed', { error });
  return '';
}
