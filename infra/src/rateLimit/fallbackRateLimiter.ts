import { orFallback } from '../redis/orFallback.js';
import type { RateLimiter } from './port.js';

/**
 * A shared rate limiter (Redis) that, while its store is unreachable,
 * counts in this process instead: the stated rule for a Redis outage is
 * that limits stay on, each process enforcing them alone (so across N
 * processes a client may get up to N times its limit until Redis is back),
 * rather than failing every request (closed) or dropping the limits (open,
 * sign-in guessing unbounded).
 */
export function fallbackRateLimiter(shared: RateLimiter, local: RateLimiter): RateLimiter {
  return {
    consume: (key, rule, cost) =>
      orFallback(
        () => shared.consume(key, rule, cost),
        () => local.consume(key, rule, cost),
      ),
    async reset(key) {
      await local.reset(key);
      await orFallback(
        () => shared.reset(key),
        async () => {},
      );
    },
    async close() {
      await Promise.all([shared.close(), local.close()]);
    },
  };
}
