import { DomainError } from '@mohalla/contracts';
import { clientAddressGroup, type RateLimiter, type RateLimitRule, rateLimit } from '@mohalla/infra';
import type { Context, Middleware } from 'koa';
import { emailHashOf, loginThrottle } from './loginThrottle.js';

const MINUTE = 60_000;

/**
 * What a sign-up that finds its email taken costs its address, on top of the
 * attempt itself: four more sign-ups' worth. The 409 tells whether an email
 * has an account (see the README on why sign-up says so), so checking
 * emails through it is bounded to a fifth of the address's sign-ups (10 an
 * hour by default), and once the budget is gone every sign-up from the
 * address waits, so a new account (201) tells nothing either.
 */
export const TAKEN_EMAIL_EXTRA_COST = 4;

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
  const signupPerAddress: RateLimitRule = { limit: signupsPerAddressPerHour, windowMs: 60 * MINUTE };
  const signupLimits = rateLimit(limiter, [
    { name: 'signup-ip', ...signupPerAddress, key: address },
    { name: 'signup-account', limit: 5, windowMs: 60 * MINUTE, key: emailHashOf },
  ]);
  const chargeTakenEmail = async (ctx: Context) => {
    const group = address(ctx);
    if (group === undefined) return;
    // One unit at a time: what is left of the budget is spent, however little.
    for (let i = 0; i < TAKEN_EMAIL_EXTRA_COST; i++) {
      if (!(await limiter.consume(`signup-ip:${group}`, signupPerAddress)).allowed) return;
    }
  };
  const limits: Record<'login' | 'signup' | 'providerSignIn' | 'autoCreate', Middleware> = {
    login: loginThrottle(limiter, { trustProxy }),
    signup: (ctx, next) =>
      signupLimits(ctx, async () => {
        try {
          await next();
        } catch (error) {
          if (error instanceof DomainError && error.code === 'AUTH.EMAIL_TAKEN') await chargeTakenEmail(ctx);
          throw error;
        }
      }),
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
