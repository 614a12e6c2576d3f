import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_RATE_LIMIT, MAX_RATE_LIMIT_WINDOW_MS, type RateLimiter } from './port.js';

/** How the suite lets time pass on the adapter's clock. */
export interface RateLimitContractClock {
  /** Lets at least `ms` pass on the adapter's clock: a fake clock's step, or a real wait. */
  elapse(ms: number): Promise<void>;
  /** The window the timed tests use: short (a few hundred ms) when `elapse` really waits. Default 1 s. */
  windowMs?: number;
}

export type MakeRateLimiter = () => RateLimiter | Promise<RateLimiter>;

/** Window for tests that are not about time: long enough never to slide mid-test. */
const LONG_WINDOW_MS = 10 * 60_000;
const uniqueKey = (label = 'k'): string => `${label}:${randomUUID()}`;

/**
 * The guarantees of the `RateLimiter` port (see its TSDoc), checked against
 * one adapter. Every test uses its own random keys, so adapters may share a
 * server. Timed tests wait fractions of the window with room either way:
 * "freed" is checked at least the promised time later (waits only run long),
 * "still counted" well within the window.
 */
export function describeRateLimiterContract(
  name: string,
  make: MakeRateLimiter,
  clock: RateLimitContractClock,
): void {
  const window = clock.windowMs ?? 1000;
  const long = (limit: number) => ({ limit, windowMs: LONG_WINDOW_MS });

  describe(`RateLimiter contract: ${name}`, () => {
    let limiter: RateLimiter;
    beforeAll(async () => {
      limiter = await make();
    });
    afterAll(async () => {
      await limiter?.close();
    });

    it('admits up to the limit, counting down what remains', async () => {
      const key = uniqueKey();
      const decisions = [];
      for (let i = 0; i < 3; i += 1) decisions.push(await limiter.consume(key, long(3)));
      expect(decisions).toEqual([
        { allowed: true, remaining: 2, retryAfterMs: 0 },
        { allowed: true, remaining: 1, retryAfterMs: 0 },
        { allowed: true, remaining: 0, retryAfterMs: 0 },
      ]);
    });

    it('then refuses, saying how long until the oldest attempt leaves the window', async () => {
      const key = uniqueKey();
      const before = Date.now();
      await limiter.consume(key, long(2));
      await limiter.consume(key, long(2));
      const refused = await limiter.consume(key, long(2));
      const took = Date.now() - before;
      expect(refused.allowed).toBe(false);
      expect(refused.remaining).toBe(0);
      expect(refused.retryAfterMs).toBeLessThanOrEqual(LONG_WINDOW_MS);
      // Server clocks count whole milliseconds: allow one either way.
      expect(refused.retryAfterMs).toBeGreaterThanOrEqual(LONG_WINDOW_MS - took - 1);
    });

    it('admits again once the window has passed', async () => {
      const key = uniqueKey();
      const rule = { limit: 2, windowMs: window };
      await limiter.consume(key, rule);
      await limiter.consume(key, rule);
      const refused = await limiter.consume(key, rule);
      expect(refused.allowed).toBe(false);
      await clock.elapse(refused.retryAfterMs);
      expect((await limiter.consume(key, rule)).allowed).toBe(true);
      await clock.elapse(window);
      expect(await limiter.consume(key, rule)).toEqual({ allowed: true, remaining: 1, retryAfterMs: 0 });
    });

    it('slides: each attempt leaves one window after it was made', async () => {
      const key = uniqueKey();
      const rule = { limit: 2, windowMs: window };
      await limiter.consume(key, rule);
      await clock.elapse(window * 0.5);
      await limiter.consume(key, rule);
      expect((await limiter.consume(key, rule)).allowed).toBe(false);
      await clock.elapse(window * 0.6);
      // The first attempt has left the window; the second still counts.
      expect(await limiter.consume(key, rule)).toEqual({ allowed: true, remaining: 0, retryAfterMs: 0 });
      const refused = await limiter.consume(key, rule);
      expect(refused.allowed).toBe(false);
      expect(refused.retryAfterMs).toBeLessThanOrEqual(window * 0.4 + 1);
    });

    it('does not count refused attempts', async () => {
      const key = uniqueKey();
      const rule = { limit: 1, windowMs: window };
      await limiter.consume(key, rule);
      const first = await limiter.consume(key, rule);
      await clock.elapse(window * 0.3);
      for (let i = 0; i < 5; i += 1) expect((await limiter.consume(key, rule)).allowed).toBe(false);
      await clock.elapse(first.retryAfterMs - window * 0.3);
      expect((await limiter.consume(key, rule)).allowed).toBe(true);
    });

    it('keeps keys apart', async () => {
      const [a, b] = [uniqueKey('login:ip'), uniqueKey('login:email')];
      await limiter.consume(a, long(1));
      expect((await limiter.consume(a, long(1))).allowed).toBe(false);
      expect(await limiter.consume(b, long(1))).toEqual({ allowed: true, remaining: 0, retryAfterMs: 0 });
      expect((await limiter.consume(`${a}x`, long(1))).allowed).toBe(true);
    });

    it('forgets a key on reset, and resetting an unknown key is harmless', async () => {
      const [key, other] = [uniqueKey(), uniqueKey()];
      await limiter.consume(key, long(2));
      await limiter.consume(key, long(2));
      await limiter.consume(other, long(2));
      await limiter.reset(key);
      await limiter.reset(key);
      await limiter.reset(uniqueKey());
      expect(await limiter.consume(key, long(2))).toEqual({ allowed: true, remaining: 1, retryAfterMs: 0 });
      expect(await limiter.consume(other, long(2))).toEqual({ allowed: true, remaining: 0, retryAfterMs: 0 });
    });

    it('spends several units at once, all or nothing', async () => {
      const key = uniqueKey();
      expect(await limiter.consume(key, long(10), 4)).toEqual({
        allowed: true,
        remaining: 6,
        retryAfterMs: 0,
      });
      expect(await limiter.consume(key, long(10), 4)).toEqual({
        allowed: true,
        remaining: 2,
        retryAfterMs: 0,
      });
      const refused = await limiter.consume(key, long(10), 3);
      expect(refused).toMatchObject({ allowed: false, remaining: 2 });
      expect(refused.retryAfterMs).toBeGreaterThan(0);
      expect(await limiter.consume(key, long(10), 2)).toEqual({
        allowed: true,
        remaining: 0,
        retryAfterMs: 0,
      });
      const big = uniqueKey();
      expect((await limiter.consume(big, long(MAX_RATE_LIMIT), MAX_RATE_LIMIT)).remaining).toBe(0);
      expect((await limiter.consume(big, long(MAX_RATE_LIMIT))).allowed).toBe(false);
    });

    it('waits for as many units to leave as the cost needs', async () => {
      const key = uniqueKey();
      const rule = { limit: 3, windowMs: window };
      await limiter.consume(key, rule);
      await clock.elapse(window * 0.5);
      await limiter.consume(key, rule, 2);
      const refused = await limiter.consume(key, rule, 2);
      expect(refused).toMatchObject({ allowed: false, remaining: 0 });
      // Two units must leave, and the second was logged half a window later.
      expect(refused.retryAfterMs).toBeGreaterThan(window * 0.5);
      await clock.elapse(window * 0.6);
      expect(await limiter.consume(key, rule, 2)).toMatchObject({ allowed: false, remaining: 1 });
      expect(await limiter.consume(key, rule, 1)).toEqual({ allowed: true, remaining: 0, retryAfterMs: 0 });
    });

    it('never over-admits concurrent attempts', async () => {
      const key = uniqueKey();
      const decisions = await Promise.all(Array.from({ length: 50 }, () => limiter.consume(key, long(10))));
      const allowed = decisions.filter((d) => d.allowed);
      expect(allowed).toHaveLength(10);
      expect(allowed.map((d) => d.remaining).sort((x, y) => x - y)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
      expect(decisions.filter((d) => !d.allowed).every((d) => d.remaining === 0 && d.retryAfterMs > 0)).toBe(
        true,
      );
    });

    it('rejects invalid input with a RangeError that does not echo the key, and changes nothing', async () => {
      const key = uniqueKey('secret');
      const bad: Array<[string, { limit: number; windowMs: number }, number | undefined]> = [
        ['', long(1), undefined],
        [key, { limit: 0, windowMs: 1000 }, undefined],
        [key, { limit: 1.5, windowMs: 1000 }, undefined],
        [key, { limit: MAX_RATE_LIMIT + 1, windowMs: 1000 }, undefined],
        [key, { limit: 1, windowMs: 0 }, undefined],
        [key, { limit: 1, windowMs: 2.5 }, undefined],
        [key, { limit: 1, windowMs: Number.NaN }, undefined],
        // Stored no longer than a week (keys name addresses and accounts).
        [key, { limit: 1, windowMs: MAX_RATE_LIMIT_WINDOW_MS + 1 }, undefined],
        [key, long(3), 0],
        [key, long(3), 1.5],
        [key, long(3), 4],
      ];
      for (const [k, rule, cost] of bad) {
        const error = await limiter.consume(k, rule, cost).catch((e: unknown) => e);
        expect(error).toBeInstanceOf(RangeError);
        expect((error as Error).message).not.toContain('secret');
      }
      await expect(limiter.reset('')).rejects.toBeInstanceOf(RangeError);
      expect(await limiter.consume(key, long(1))).toEqual({ allowed: true, remaining: 0, retryAfterMs: 0 });
    });
  });
}
