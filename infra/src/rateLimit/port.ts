/**
 * Limits how often something may happen per key: sign-in attempts per client
 * address and per account, chat messages per user, and so on.
 *
 * **Algorithm: sliding window log.** Each admitted unit is logged with the
 * time it was admitted and counts against its key for exactly `windowMs`:
 * a unit admitted at `t` counts at every instant in `[t, t + windowMs)` and no
 * longer at `t + windowMs`. So no interval of `windowMs` ever admits more
 * than `limit` units, with no fixed window boundaries to burst across.
 * The log holds at most `limit` entries per key, hence `MAX_RATE_LIMIT`.
 */

/** How much may happen per key: at most `limit` units in any `windowMs`. */
export interface RateLimitRule {
  /** An integer from 1 to `MAX_RATE_LIMIT`. */
  limit: number;
  /** A positive integer number of milliseconds, at most `MAX_RATE_LIMIT_WINDOW_MS`. */
  windowMs: number;
}

export interface RateLimitDecision {
  /** Whether the units were admitted (and counted). */
  allowed: boolean;
  /**
   * Units the key may still spend now: after this call when admitted, and
   * (unchanged, less than `cost`) when refused.
   */
  remaining: number;
  /**
   * 0 when admitted. When refused: the milliseconds until enough logged
   * units leave the window for the same `cost` to be admitted, provided
   * nothing else is admitted on the key meanwhile. Never more than `windowMs`.
   */
  retryAfterMs: number;
}

/** Bounds the per-key log (one entry per admitted unit). */
export const MAX_RATE_LIMIT = 10_000;

/**
 * Bounds how long a key's log is stored: keys name client addresses and
 * accounts, and the privacy page keeps such technical records 90 days at
 * most. A week is well inside that and above every rule we have (a day).
 */
export const MAX_RATE_LIMIT_WINDOW_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Guarantees every adapter keeps (the contract suite checks each):
 *
 * - **Admission.** `consume` admits `cost` units when the units admitted on
 *   the key within the window ending now, plus `cost`, are at most `limit`;
 *   admitted units are logged at the adapter's clock (the injected `now()`
 *   in process, the Redis server's `TIME` for Redis, so every process
 *   agrees). It is atomic: concurrent calls, from one process or several,
 *   never admit more than `limit` in a window.
 * - **Refused attempts do not count.** A refusal changes nothing, so a client
 *   that keeps retrying is admitted as soon as its oldest units age out (and
 *   nobody can prolong a victim's lock-out by hammering their key). Callers
 *   who want failures to cost more consume more, or on a second key.
 * - **One rule per key.** Every call on a key must use the same rule; the
 *   log is judged against the rule of each call. Namespace keys by rule
 *   (the middleware prefixes them with the rule's name).
 * - **Keys are opaque** (`login:ip:1.2.3.4`, `login:email:<hash>`), compared
 *   byte for byte, and never logged nor put in error messages.
 * - **Storage ends with the window**: a key with nothing in its window holds
 *   no memory (in process, after the next sweep) and no Redis key.
 * - Invalid input (an empty key; a limit, window or cost that is not a
 *   positive integer; a limit above `MAX_RATE_LIMIT`; a window above
 *   `MAX_RATE_LIMIT_WINDOW_MS`; a cost above the limit,
 *   which could never be admitted) rejects with a `RangeError` and changes
 *   nothing.
 */
export interface RateLimiter {
  /** Tries to spend `cost` units (default 1) on `key` under `rule`. */
  consume(key: string, rule: RateLimitRule, cost?: number): Promise<RateLimitDecision>;
  /** Forgets everything logged on `key` (after a successful sign-in, say). Idempotent. */
  reset(key: string): Promise<void>;
  /** Releases connections and timers; idempotent. No other call may follow it. */
  close(): Promise<void>;
}
