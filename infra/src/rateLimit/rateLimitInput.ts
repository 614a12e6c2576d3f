import { MAX_RATE_LIMIT, MAX_RATE_LIMIT_WINDOW_MS, type RateLimitRule } from './port.js';

/** Input checks shared by the adapters, so both reject exactly the same calls. Messages never hold the key. */

export function checkKey(key: string): void {
  if (typeof key !== 'string' || key.length === 0) {
    throw new RangeError('RateLimiter: key must be a non-empty string');
  }
}

export function checkRule(rule: RateLimitRule): void {
  const { limit, windowMs } = rule;
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_RATE_LIMIT) {
    throw new RangeError(`RateLimiter: limit must be an integer from 1 to ${MAX_RATE_LIMIT}, got ${limit}`);
  }
  if (!Number.isSafeInteger(windowMs) || windowMs < 1 || windowMs > MAX_RATE_LIMIT_WINDOW_MS) {
    throw new RangeError(
      `RateLimiter: windowMs must be an integer from 1 to ${MAX_RATE_LIMIT_WINDOW_MS} (a week), got ${windowMs}`,
    );
  }
}

/** Checks a whole call and answers the cost to spend. */
export function checkConsume(key: string, rule: RateLimitRule, cost = 1): number {
  checkKey(key);
  checkRule(rule);
  if (!Number.isInteger(cost) || cost < 1 || cost > rule.limit) {
    throw new RangeError(
      `RateLimiter: cost must be an integer from 1 to the limit (${rule.limit}), got ${cost}`,
    );
  }
  return cost;
}
