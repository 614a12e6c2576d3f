import { DomainError, SESSION_COOKIE } from '@mohalla/contracts';
import type { Context, Middleware } from 'koa';
import type { EventStore } from '../eventStore/port.js';
import { refuseCrossSiteWrite, writeOriginFrom } from './crossSiteWrite.js';
import { type VerifiedSession, verifySession } from './sessionVerifier.js';

declare module 'koa' {
  interface DefaultState {
    /** The verified session of the request, when it carries a valid one. */
    session?: VerifiedSession;
  }
}

/**
 * Reads the session from the httpOnly cookie (browsers) or an
 * `Authorization: Bearer` header (API clients) and verifies it. A missing or
 * invalid session leaves the request anonymous; routes that need one call
 * `requireSession`. A browser's change made from another site's page is
 * refused (403) before anything runs, sign-in and sign-up included (a forged
 * sign-in would put the victim in the attacker's account).
 */
export function authenticate(eventStore: EventStore, clock: () => Date = () => new Date()): Middleware {
  return async (ctx, next) => {
    refuseCrossSiteWrite(writeOriginFrom(ctx.method, (name) => ctx.get(name)));
    const token = bearerToken(ctx) ?? ctx.cookies.get(SESSION_COOKIE);
    if (token) {
      const session = await verifySession(eventStore, token, clock());
      if (session) ctx.state.session = session;
    }
    await next();
  };
}

export function requireSession(ctx: Context, action = 'do this'): VerifiedSession {
  const session = ctx.state.session;
  if (!session)
    throw new DomainError('AUTH.REQUIRED', `Authentication required: please log in to ${action}.`);
  return session;
}

function bearerToken(ctx: Context): string | undefined {
  const header = ctx.get('Authorization');
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1];
}
