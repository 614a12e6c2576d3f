import type { Context } from 'koa';
import { z } from 'zod';
import type { PendingSignIn } from './oidcClient.js';

/**
 * The sign-in in flight, kept by the browser between the start and the
 * callback: the PKCE verifier, state and nonce, and where to go afterwards.
 * Signed with the app's keys (a changed value is ignored), httpOnly,
 * SameSite=Lax (the provider's redirect back is a top-level GET, so it is
 * sent), scoped to the callback's path, and good for ten minutes: the expiry
 * is inside the signed value too, so an old copy replayed later is refused.
 */
export const FLOW_COOKIE = 'mohalla_oidc';
const FLOW_PATH = '/api/auth/google';
export const FLOW_TTL_MS = 10 * 60 * 1000;

export interface SignInFlow extends PendingSignIn {
  returnTo: string;
}

const FlowSchema = z.object({
  codeVerifier: z.string().min(43).max(128),
  state: z.string().min(1).max(512),
  nonce: z.string().min(1).max(512),
  returnTo: z.string().startsWith('/').max(2048),
  expiresAt: z.number().int(),
});

export function setFlowCookie(ctx: Context, flow: SignInFlow, now: Date): void {
  const expiresAt = now.getTime() + FLOW_TTL_MS;
  const value = Buffer.from(JSON.stringify({ ...flow, expiresAt })).toString('base64url');
  ctx.cookies.set(FLOW_COOKIE, value, {
    ...cookieOptions(ctx),
    signed: true,
    expires: new Date(expiresAt),
  });
}

/** The flow, or null when the cookie is missing, tampered with, malformed or expired. */
export function readFlowCookie(ctx: Context, now: Date): SignInFlow | null {
  const raw = ctx.cookies.get(FLOW_COOKIE, { signed: true });
  if (!raw) return null;
  try {
    const parsed = FlowSchema.safeParse(JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')));
    if (!parsed.success || parsed.data.expiresAt <= now.getTime()) return null;
    const { expiresAt: _expiresAt, ...flow } = parsed.data;
    return flow;
  } catch {
    return null;
  }
}

/** One use only: the callback clears it whatever the outcome. */
export function clearFlowCookie(ctx: Context): void {
  ctx.cookies.set(FLOW_COOKIE, '', { ...cookieOptions(ctx), signed: true, maxAge: 0 });
}

function cookieOptions(ctx: Context) {
  return {
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: ctx.secure,
    path: FLOW_PATH,
    overwrite: true,
  };
}
