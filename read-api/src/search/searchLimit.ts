import { clientAddressGroup, type RateLimiter, rateLimit } from '@mohalla/infra';
import type { Middleware } from 'koa';

/**
 * Searches per client address per minute, both calls together. Generous:
 * the chooser searches as a resident types (every 300 ms at most), and
 * behind carrier-grade NAT many residents share one address. It stops a
 * script from keeping the index busy, not people.
 */
export const SEARCHES_PER_ADDRESS_PER_MINUTE = 300;

export function searchLimit(limiter: RateLimiter, trustProxy: boolean): Middleware {
  return rateLimit(limiter, [
    {
      name: 'search-ip',
      limit: SEARCHES_PER_ADDRESS_PER_MINUTE,
      windowMs: 60_000,
      // An IPv6 client by its /64: one subscriber usually holds the whole prefix.
      key: (ctx) => clientAddressGroup(ctx, { trustProxy }),
    },
  ]);
}
