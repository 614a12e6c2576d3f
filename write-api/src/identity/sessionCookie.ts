import { SESSION_COOKIE } from '@mohalla/contracts';
import type { Context } from 'koa';

/**
 * The browser's session: httpOnly (page script cannot read it), SameSite=Lax
 * (not sent on cross-site form posts), Secure when the request came over
 * https, so no token ever sits in the browser's storage.
 */
export function setSessionCookie(ctx: Context, token: string, expiresAt: Date): void {
  ctx.cookies.set(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: isHttps(ctx),
    path: '/',
    expires: expiresAt,
    overwrite: true,
  });
}

export function clearSessionCookie(ctx: Context): void {
  ctx.cookies.set(SESSION_COOKIE, '', {
    httpOnly: true,
    sameSite: 'lax',
    secure: isHttps(ctx),
    path: '/',
    maxAge: 0,
  });
}

/** `ctx.secure` honours X-Forwarded-Proto only when the app trusts its proxy (`app.proxy`). */
function isHttps(ctx: Context): boolean {
  return ctx.secure;
}
