import { createHash } from 'node:crypto';
import { normalizeEmail } from '@mohalla/contracts';
import {
  clientAddressGroup,
  consumeStepped,
  type RateLimiter,
  type RateLimitRule,
  tooManyAttempts,
} from '@mohalla/infra';
import type { Context, Middleware } from 'koa';
import { knownDeviceFor } from './knownDevice.js';

const MINUTE = 60_000;

/**
 * Password sign-ins from strangers (any browser without a known-device
 * entry for the account), per account, whatever their address: five at
 * once, then one every two minutes. So a guesser gets at most 5 + 30 tries
 * an hour at one account however many addresses they hold, and once they
 * stop, an owner on a new device waits two minutes at most (never the old
 * 15-minute lock-out).
 */
export const STRANGER_STEPS: readonly RateLimitRule[] = [
  { limit: 5, windowMs: 15 * MINUTE },
  { limit: 1, windowMs: 2 * MINUTE },
];

/**
 * Sign-ins from one known device to its account: its own budget, which no
 * stranger can spend, generous enough for a mistyped password or two.
 */
export const KNOWN_DEVICE_STEPS: readonly RateLimitRule[] = [
  { limit: 10, windowMs: 15 * MINUTE },
  { limit: 1, windowMs: MINUTE },
];

/** Strangers' sign-ins per client address (an IPv6 /64 as one), any account: stops one place spraying many accounts. */
export const STRANGER_ADDRESS_RULE: RateLimitRule = { limit: 30, windowMs: 15 * MINUTE };

/** The email a request is about, hashed: limiter keys never hold an address in clear. */
export function emailHashOf(ctx: Context): string | undefined {
  const email = submittedEmail(ctx);
  return email === undefined
    ? undefined
    : createHash('sha256').update(normalizeEmail(email)).digest('base64url');
}

function submittedEmail(ctx: Context): string | undefined {
  const email = (ctx.request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' && email.trim() !== '' ? email : undefined;
}

/**
 * Throttles password guessing without letting a guesser lock the owner out.
 *
 * A request carrying a valid known-device entry for the submitted email
 * spends only that device's budget: no address or stranger budget, so
 * neither guesses from anywhere nor a crowded shared address (carrier NAT)
 * stand in its way. An entry exists only where the password was proved
 * before, and is bound by signature to that one account, so it lets nobody
 * guess at any other.
 *
 * Everyone else first spends a unit of their address's budget (their own
 * cost: a refusal there spends nothing of the account's), then one of the
 * account's stranger budget. Both count attempts on any email, existing or
 * not, and refuse with the same 429, so they tell nothing about which
 * emails have accounts.
 */
export function loginThrottle(limiter: RateLimiter, { trustProxy }: { trustProxy: boolean }): Middleware {
  return async (ctx, next) => {
    const email = submittedEmail(ctx);
    const device = email === undefined ? undefined : knownDeviceFor(ctx, email, new Date());
    if (device) {
      const decision = await consumeStepped(
        limiter,
        `login-known-device:${device.deviceId}:${device.account}`,
        KNOWN_DEVICE_STEPS,
      );
      if (!decision.allowed) throw tooManyAttempts(ctx, decision.retryAfterMs);
      return next();
    }
    const address = clientAddressGroup(ctx, { trustProxy });
    if (address !== undefined) {
      const perAddress = await limiter.consume(`login-ip:${address}`, STRANGER_ADDRESS_RULE);
      if (!perAddress.allowed) throw tooManyAttempts(ctx, perAddress.retryAfterMs);
    }
    const account = emailHashOf(ctx);
    if (account !== undefined) {
      const decision = await consumeStepped(limiter, `login-stranger:${account}`, STRANGER_STEPS);
      if (!decision.allowed) throw tooManyAttempts(ctx, decision.retryAfterMs);
    }
    return next();
  };
}
