import { createHash } from 'node:crypto';
import { normalizeEmail } from '@mohalla/contracts';
import { clientAddress, type RateLimiter, rateLimit } from '@mohalla/infra';
import type { Context, Middleware } from 'koa';

const MINUTE = 60_000;

/** The email a request is about, hashed: limiter keys never hold an address in clear. */
function emailOf(ctx: Context): string | undefined {
  const email = (ctx.request.body as { email?: unknown } | undefined)?.email;
  if (typeof email !== 'string' || email.trim() === '') return undefined;
  return createHash('sha256').update(normalizeEmail(email)).digest('base64url');
}

/**
 * Limits against password guessing and sign-up floods, per client address
 * and per account. The per-account limits count attempts on any email,
 * existing or not, and answer the same 429, so they tell nothing about
 * which emails have accounts.
 *
 * Sign-in locks an account out per address (8 tries), so whoever guesses
 * from one place cannot lock its owner out everywhere else; a looser limit
 * per account across all addresses (100) still stops a guess spread over
 * many addresses.
 */
export interface AbuseLimitSettings {
  trustProxy: boolean;
  /**
   * Sign-ups per client address per hour. Generous by default: behind
   * carrier-grade NAT, many Indian mobile users share one address.
   */
  signupsPerAddressPerHour: number;
}

export function abuseLimits(
  limiter: RateLimiter,
  { trustProxy, signupsPerAddressPerHour }: AbuseLimitSettings,
) {
  const address = (ctx: Context) => clientAddress(ctx, { trustProxy });
  const limits: Record<'login' | 'signup' | 'providerSignIn' | 'autoCreate', Middleware> = {
    login: rateLimit(limiter, [
      { name: 'login-ip', limit: 30, windowMs: 15 * MINUTE, key: address },
      {
        name: 'login-account-address',
        limit: 8,
        windowMs: 15 * MINUTE,
        key: (ctx) => {
          const email = emailOf(ctx);
          return email === undefined ? undefined : `${email}:${address(ctx) ?? 'unknown'}`;
        },
      },
      { name: 'login-account', limit: 100, windowMs: 15 * MINUTE, key: emailOf },
    ]),
    signup: rateLimit(limiter, [
      { name: 'signup-ip', limit: signupsPerAddressPerHour, windowMs: 60 * MINUTE, key: address },
      { name: 'signup-account', limit: 5, windowMs: 60 * MINUTE, key: emailOf },
    ]),
    // Token sign-ins with a provider: each one costs a call to the provider, so they count per address.
    providerSignIn: rateLimit(limiter, [
      { name: 'provider-sign-in-ip', limit: 30, windowMs: 15 * MINUTE, key: address },
    ]),
    autoCreate: rateLimit(limiter, [
      { name: 'auto-create-user', limit: 10, windowMs: 60 * MINUTE, key: (ctx) => ctx.state.session?.userId },
    ]),
  };
  return limits;
}
export type AbuseLimits = ReturnType<typeof abuseLimits>;
