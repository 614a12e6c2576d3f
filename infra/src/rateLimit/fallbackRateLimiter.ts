import type { RateLimiter } from './port.js';

/**
 * A shared rate limiter (Redis) that, while its store is unreachable,
 * counts in this process instead: the stated rule for a Redis outage is
 * that limits stay on, each process enforcing them alone (so across N
 * processes a client may get up to N times its limit until Redis is back),
 * rather than failing every request (closed) or dropping the limits (open,
 * sign-in guessing unbounded). Input errors (RangeError) are the caller's
 * and are not hidden.
 */
export function fallbackRateLimiter(shared: RateLimiter, local: RateLimiter): RateLimiter {
  const either = async <T>(fromShared: () => Promise<T>, fromLocal: () => Promise<T>): Promise<T> => {
    try {
      return await fromShared();
    } catch (error) {
      if (error instanceof RangeError) throw error;
      return fromLocal();
    }
  };
  return {
    consume: (key, rule, cost) =>
      either(
        () => shared.consume(key, rule, cost),
        () => local.consume(key, rule, cost),
      ),
    async reset(key) {
      await local.reset(key);
      await either(
        () => shared.reset(key),
        async () => {},
      );
    },
    async close() {
      await Promise.all([shared.close(), local.close()]);
    },
  };
}
