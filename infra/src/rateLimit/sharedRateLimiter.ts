import { fallbackRateLimiter } from './fallbackRateLimiter.js';
import { createInProcessRateLimiter } from './inProcessRateLimiter.js';
import type { RateLimiter } from './port.js';
import { createRedisRateLimiter } from './redisRateLimiter.js';

/**
 * The rate limiter a service process uses: counts shared with the other
 * instances through Redis when `redisUrl` is set (this process's own counts
 * while Redis is down, see fallbackRateLimiter), else this process's own.
 */
export function sharedRateLimiter(redisUrl: string | undefined): RateLimiter {
  if (!redisUrl) return createInProcessRateLimiter();
  return fallbackRateLimiter(createRedisRateLimiter({ url: redisUrl }), createInProcessRateLimiter());
}
