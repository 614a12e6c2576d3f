import type { RateLimitDecision, RateLimiter, RateLimitRule } from './port.js';
import { checkKey, checkRule } from './rateLimitInput.js';

/**
 * A budget that slows down instead of shutting: a burst first, then slower
 * steps, e.g. `[{ limit: 5, windowMs: 15 min }, { limit: 1, windowMs: 2 min }]`
 * admits five at once and then one every two minutes. An attempt is
 * admitted by the first step with room and spends a unit there only; when
 * every step refuses, nothing is spent anywhere (so hammering a key never
 * lengthens its wait) and the wait is the shortest among the steps. The
 * longest wait anyone ever sees is therefore the last step's window, while
 * the rate over any hour stays bounded by the sum of the steps' rates.
 *
 * Each step keeps its own limiter key (`<key>#<index>`), so every key keeps
 * one rule, as the port asks.
 */
export async function consumeStepped(
  limiter: RateLimiter,
  key: string,
  steps: readonly RateLimitRule[],
): Promise<RateLimitDecision> {
  checkKey(key);
  if (steps.length === 0) throw new RangeError('consumeStepped: at least one step is needed');
  for (const step of steps) checkRule(step);
  let waitMs = Number.POSITIVE_INFINITY;
  for (const [index, step] of steps.entries()) {
    const decision = await limiter.consume(`${key}#${index}`, step);
    if (decision.allowed) return decision;
    waitMs = Math.min(waitMs, decision.retryAfterMs);
  }
  return { allowed: false, remaining: 0, retryAfterMs: waitMs };
}
