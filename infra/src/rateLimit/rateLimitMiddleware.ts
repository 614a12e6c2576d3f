import type { DomainError } from '@mohalla/contracts';
import type { Context, Middleware } from 'koa';
import { tooManyRequests } from '../http/tooManyRequests.js';
import { addressGroup, mappedIpv4 } from './addressGroup.js';
import type { RateLimiter } from './port.js';
import { checkRule } from './rateLimitInput.js';

/** One limit the middleware applies, on the key it derives from the request. */
export interface RateLimitMiddlewareRule {
  /** Unique among the rules; prefixes the limiter key, so each key keeps one rule. Never sent to clients. */
  name: string;
  limit: number;
  windowMs: number;
  /**
   * The key to count this request against, or `undefined` to skip the rule
   * (no email in the body, say). Build account keys from what the client
   * sent (a hash of the submitted email), never from whether an account was
   * found, so limits behave the same for accounts that do not exist.
   */
  key: (ctx: Context) => string | undefined | Promise<string | undefined>;
}

/**
 * Spends one unit on every applicable rule before the rest of the chain runs.
 * Rules are consumed together and each admitted unit stays spent even when
 * another rule refuses (an attempt refused per account still counts per
 * address). When any refuses, the request ends with `AUTH.RATE_LIMITED`
 * (429) and `Retry-After` in whole seconds, rounded up, for the longest wait
 * among the refusing rules. The detail says only how long to wait, the same
 * wording whatever the key, so it tells nobody whether an account exists.
 * A limiter failure (Redis down) propagates: the request fails rather than
 * going unlimited.
 */
export function rateLimit(limiter: RateLimiter, rules: RateLimitMiddlewareRule[]): Middleware {
  const names = new Set<string>();
  for (const rule of rules) {
    if (!rule.name || names.has(rule.name)) {
      throw new RangeError(`rateLimit: rule names must be non-empty and unique, got '${rule.name}'`);
    }
    names.add(rule.name);
    checkRule(rule);
  }

  return async (ctx, next) => {
    const decisions = await Promise.all(
      rules.map(async (rule) => {
        const key = await rule.key(ctx);
        if (key === undefined) return undefined;
        return limiter.consume(`${rule.name}:${key}`, { limit: rule.limit, windowMs: rule.windowMs });
      }),
    );
    let waitMs = 0;
    for (const decision of decisions) {
      if (decision && !decision.allowed) waitMs = Math.max(waitMs, decision.retryAfterMs);
    }
    if (decisions.some((decision) => decision && !decision.allowed)) throw tooManyAttempts(ctx, waitMs);
    await next();
  };
}

/**
 * The refusal every limit answers: `AUTH.RATE_LIMITED` (429) with
 * `Retry-After` in whole seconds, rounded up (at least 1), set on `ctx` and
 * on the error (Koa's own error handler drops headers set on ctx but sends
 * `error.headers`). The wording depends only on the wait, so it tells
 * nobody which limit refused or whether an account exists.
 */
export function tooManyAttempts(ctx: Context, waitMs: number): DomainError {
  return tooManyRequests('AUTH.RATE_LIMITED', 'Too many attempts.', waitMs, ctx);
}

export interface ClientAddressOptions {
  /**
   * Whether the app sits behind reverse proxies that append the address they
   * saw to `X-Forwarded-For`: `true` for one, or how many. Off by default, as
   * anyone can send that header to a server reached directly.
   */
  trustProxy?: boolean | number;
}

/**
 * The address the request came from, for per-address limits: the socket's
 * peer, or with `trustProxy` the entry that many hops from the right of
 * `X-Forwarded-For` (entries further left are the client's to forge).
 * IPv4-mapped IPv6 addresses read as IPv4. `undefined` when the socket has
 * already gone. Note that one IPv6 client often holds a whole /64.
 */
export function clientAddress(ctx: Context, options: ClientAddressOptions = {}): string | undefined {
  const hops = options.trustProxy === true ? 1 : options.trustProxy || 0;
  if (!Number.isInteger(hops) || hops < 0) {
    throw new RangeError(`clientAddress: trustProxy must be a boolean or a hop count, got ${hops}`);
  }
  const peer = ctx.req.socket.remoteAddress;
  let address = peer;
  if (hops > 0) {
    const forwarded = (ctx.get('X-Forwarded-For') || '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    // [peer, nearest proxy's view, ..., leftmost]: step back one trusted hop at a time.
    const chain = [peer, ...forwarded.reverse()];
    address = chain[Math.min(hops, chain.length - 1)];
  }
  return address === undefined ? undefined : normalize(address);
}

/**
 * The key per-address limits count under: the client's address as
 * `clientAddress` finds it, grouped by `addressGroup` (an IPv6 client by
 * its /64, which one subscriber usually holds whole). `undefined` when the
 * socket has already gone.
 */
export function clientAddressGroup(ctx: Context, options: ClientAddressOptions = {}): string | undefined {
  const address = clientAddress(ctx, options);
  return address === undefined ? undefined : addressGroup(address);
}

function normalize(address: string): string {
  return mappedIpv4(address) ?? address.toLowerCase();
}
