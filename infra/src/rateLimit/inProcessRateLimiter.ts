import type { RateLimitDecision, RateLimiter, RateLimitRule } from './port.js';
import { checkConsume, checkKey } from './rateLimitInput.js';

export interface InProcessRateLimiterOptions {
  /** Clock in epoch milliseconds; tests inject a fake one. Default `Date.now`. */
  now?: () => number;
  /** How often (on the clock) keys whose window emptied are swept. Default 60 s. */
  sweepEveryMs?: number;
}

export interface InProcessRateLimiter extends RateLimiter {
  /** Keys currently held in memory (for tests and metrics). */
  readonly size: number;
}

interface Log {
  /** When each admitted unit was logged, oldest first. */
  at: number[];
  /** When the newest unit leaves the window: the log is worthless from then on. */
  expiresAt: number;
}

/**
 * Rate limits for the single-node edition: one process sees every request,
 * so a map of logs suffices, and each call runs without yielding, so calls
 * are atomic. A key's log is trimmed when the key is used; keys nobody uses
 * again are swept at most `sweepEveryMs` after their window empties, so
 * memory stays bounded by the keys active lately. No timer keeps the
 * process alive: sweeps ride on calls.
 */
export function createInProcessRateLimiter(options: InProcessRateLimiterOptions = {}): InProcessRateLimiter {
  const now = options.now ?? Date.now;
  const sweepEveryMs = options.sweepEveryMs ?? 60_000;
  const logs = new Map<string, Log>();
  let nextSweepAt = now() + sweepEveryMs;

  function sweep(t: number): void {
    if (t < nextSweepAt) return;
    nextSweepAt = t + sweepEveryMs;
    for (const [key, log] of logs) if (log.expiresAt <= t) logs.delete(key);
  }

  function decide(key: string, rule: RateLimitRule, cost: number): RateLimitDecision {
    const t = now();
    sweep(t);
    const { limit, windowMs } = rule;
    const log = logs.get(key);
    const at = log?.at ?? [];
    // A unit logged at `a` counts while t < a + windowMs.
    let expired = 0;
    while (expired < at.length && at[expired]! + windowMs <= t) expired += 1;
    if (expired > 0) at.splice(0, expired);
    const used = at.length;
    if (used + cost > limit) {
      // The (used + cost - limit)-th oldest unit frees the last slot needed.
      const freeing = at[used + cost - limit - 1]!;
      const retryAfterMs = Math.min(windowMs, freeing + windowMs - t);
      return { allowed: false, remaining: limit - used, retryAfterMs };
    }
    // Keep the log ordered even if the wall clock steps back.
    const stamp = Math.max(t, at[used - 1] ?? t);
    for (let i = 0; i < cost; i += 1) at.push(stamp);
    logs.set(key, { at, expiresAt: stamp + windowMs });
    return { allowed: true, remaining: limit - used - cost, retryAfterMs: 0 };
  }

  return {
    get size() {
      return logs.size;
    },

    async consume(key: string, rule: RateLimitRule, cost?: number) {
      return decide(key, rule, checkConsume(key, rule, cost));
    },

    async reset(key: string) {
      checkKey(key);
      sweep(now());
      logs.delete(key);
    },

    async close() {
      logs.clear();
    },
  };
}
