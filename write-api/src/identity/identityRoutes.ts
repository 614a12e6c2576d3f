import { Router } from '@koa/router';
import {
  type AreaAliasDto,
  type AuthProviders,
  type AuthTokenDto,
  LoginBodySchema,
  type LogoutAnswer,
  type SessionDto,
  SignupBodySchema,
  type UpdateProfileAnswer,
  UpdateProfileBodySchema,
} from '@mohalla/contracts';
import { type CommandContext, ensureAreaAlias, loadUser, runCommand, userDecider } from '@mohalla/domain';
import {
  type EventStore,
  eventStoreCommandStore,
  parseIdParam,
  parseInput,
  requireSession,
} from '@mohalla/infra';
import type { Context } from 'koa';
import { requireAreaExists } from '../places/areaCommands.js';
import type { AbuseLimits } from './abuseLimits.js';
import { logIn, type SignedIn, signUp, toCurrentUser } from './accounts.js';
import { rememberDevice } from './knownDevice.js';
import { clearSessionCookie, setSessionCookie } from './sessionCookie.js';
import { endSession } from './sessions.js';

export interface IdentityRoutesDeps {
  eventStore: EventStore;
  contextOf(ctx: Context): CommandContext;
  /** The server secret area aliases are derived with. */
  aliasSecret: string;
  /** Whether sign-in with Google is configured (the web shows or disables its button). */
  googleEnabled: boolean;
  limits: AbuseLimits;
}

/**
 * Sign-up, sign-in, sign-out, the current user and their profile, and their
 * alias per area. Login and signup answer `{token}` for API clients and set
 * the httpOnly session cookie for browsers.
 */
export function identityRoutes({
  eventStore,
  contextOf,
  aliasSecret,
  googleEnabled,
  limits,
}: IdentityRoutesDeps): Router {
  const store = eventStoreCommandStore(eventStore);
  const router = new Router({ prefix: '/api' });
  const answerSignedIn = (ctx: Context, status: number, signedIn: SignedIn) => {
    setSessionCookie(ctx, signedIn.session.token, signedIn.session.expiresAt);
    // The password was just proved here: this browser keeps a sign-in budget of its own for the account.
    rememberDevice(ctx, signedIn.user.email, contextOf(ctx).now);
    ctx.status = status;
    ctx.body = {
      token: signedIn.session.token,
      user: signedIn.user,
      position: signedIn.session.position,
    } satisfies AuthTokenDto;
  };

  router.post('/auth/signup', limits.signup, async (ctx) => {
    const body = parseInput(SignupBodySchema, ctx.request.body);
    answerSignedIn(ctx, 201, await signUp(eventStore, body, contextOf(ctx)));
  });

  router.post('/auth/login', limits.login, async (ctx) => {
    const body = parseInput(LoginBodySchema, ctx.request.body);
    answerSignedIn(ctx, 200, await logIn(eventStore, body.email, body.password, contextOf(ctx)));
  });

  router.post('/auth/logout', async (ctx) => {
    const session = ctx.state.session;
    // First: even when the store cannot record the end (the answer is then an error),
    // this browser stops sending the session, so nothing shows it signed in after the redirect.
    clearSessionCookie(ctx);
    if (session) await endSession(eventStore, session.sessionId, contextOf(ctx));
    ctx.body = { success: true } satisfies LogoutAnswer;
  });

  router.get('/auth/user', async (ctx) => {
    const session = requireSession(ctx, 'see your account');
    ctx.set('Cache-Control', 'no-store');
    ctx.body = toCurrentUser((await loadUser(store, session.userId)).state);
  });

  router.get('/auth/session', async (ctx) => {
    const session = ctx.state.session;
    ctx.set('Cache-Control', 'no-store');
    const user = session ? toCurrentUser((await loadUser(store, session.userId)).state) : null;
    ctx.body = { user } satisfies SessionDto;
  });

  router.get('/auth/providers', (ctx) => {
    ctx.body = { google: googleEnabled } satisfies AuthProviders;
  });

  router.put('/user/profile', async (ctx) => {
    const session = requireSession(ctx, 'update your profile');
    const body = parseInput(UpdateProfileBodySchema, ctx.request.body);
    const outcome = await runCommand(
      store,
      userDecider,
      { type: 'UpdateProfile', data: { userId: session.userId, ...body } },
      contextOf(ctx),
    );
    ctx.body = {
      success: true,
      user: toCurrentUser(outcome.state),
      position: outcome.position,
    } satisfies UpdateProfileAnswer;
  });

  // A GET that may assign: the alias is assigned on first use, once, and
  // every later call answers the same. No visible state changes otherwise.
  router.get('/auth/aliases/:areaId', async (ctx) => {
    const session = requireSession(ctx, 'get your alias');
    const areaId = parseIdParam('areaId', ctx.params.areaId);
    // Aliases exist only for real areas: a GET must not grow a user's record without limit.
    await requireAreaExists(eventStore, areaId);
    const { alias } = await ensureAreaAlias(store, aliasSecret, session.userId, areaId, contextOf(ctx));
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { areaId, alias } satisfies AreaAliasDto;
  });

  return router;
}
