import { clientAddressGroup, type RateLimiter, rateLimit } from '@mohalla/infra';
import type { Context, Middleware } from 'koa';
import { emailHashOf, loginThrottle } from './loginThrottle.js';

const MINUTE = 60_000;

/**
 * Limits against password guessing, sign-up floods and enumeration. Every
 * per-address limit counts an IPv6 client by its /64 (`clientAddressGroup`),
 * so one subscriber cannot multiply their budget. The per-account limits
 * count attempts on any email, existing or not, and answer the same 429, so
 * they tell nothing about which emails have accounts.
 *
 * Sign-in: see `loginThrottle` (known devices keep their own budget;
 * strangers share a stepped per-account budget and a per-address one).
 */
export interface AbuseLimitSettings {
  trustProxy: boolean;
  /**
   * Sign-up attempts per client address per hour, answered or not. Generous
   * by default: behind carrier-grade NAT, many Indian mobile users share one
   * address. It is also what a sign-up costs an enumerator: each attempt
   * tells whether an email has an account (409), so this bounds how many
   * emails one address can check in an hour.
   */
  signupsPerAddressPerHour: number;
}

export function abuseLimits(
  limiter: RateLimiter,
  { trustProxy, signupsPerAddressPerHour }: AbuseLimitSettings,
) {
  const address = (ctx: Context) => clientAddressGroup(ctx, { trustProxy });
  const limits: Record<'login' | 'signup' | 'providerSignIn' | 'autoCreate', Middleware> = {
    login: loginThrottle(limiter, { trustProxy }),
    signup: rateLimit(limiter, [
      { name: 'signup-ip', limit: signupsPerAddressPerHour, windowMs: 60 * MINUTE, key: address },
      { name: 'signup-account', limit: 5, windowMs: 60 * MINUTE, key: emailHashOf },
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
