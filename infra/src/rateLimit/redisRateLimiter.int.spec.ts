import { afterAll, describe, expect, it } from 'vitest';
import { elapseReal } from '../testing/redisTestKeys.js';
import { redisTestSuite } from '../testing/redisTestSuite.js';
import { describeRateLimiterContract } from './rateLimit.contract.js';
import { createRedisRateLimiter } from './redisRateLimiter.js';

// Real waits: long enough that a busy machine's scheduling noise stays well inside the slack.
const WINDOW_MS = 400;
const elapse = elapseReal;
// One key prefix per run, deleted afterwards, so runs can share a server.
const { url, reason, keyPrefix, admin, cleanup } = redisTestSuite('ratelimit_contract');

describe.skipIf(!url)(`Redis RateLimiter (${reason})`, () => {
  afterAll(cleanup);

  const make = () => createRedisRateLimiter({ url: url!, keyPrefix });
  describeRateLimiterContract('Redis', make, { elapse, windowMs: WINDOW_MS });

  describe('several processes', () => {
    it('share one limit, never over-admitting between them', async () => {
      const nodes = [make(), make(), make()];
      const key = `login:ip:${Date.now()}`;
      const rule = { limit: 10, windowMs: 60_000 };
      const decisions = await Promise.all(
        Array.from({ length: 60 }, (_, i) => nodes[i % nodes.length]!.consume(key, rule)),
      );
      expect(decisions.filter((d) => d.allowed)).toHaveLength(10);
      await nodes[0]!.reset(key);
      expect(await nodes[1]!.consume(key, rule)).toEqual({ allowed: true, remaining: 9, retryAfterMs: 0 });
      await Promise.all(nodes.map((node) => node.close()));
    });
  });

  describe('storage', () => {
    it('keeps a key no longer than its window, one entry per unit, and none after reset', async () => {
      const limiter = make();
      const rule = { limit: 2, windowMs: WINDOW_MS };
      await limiter.consume('stored', rule);
      await limiter.consume('stored', rule, 1);
      const ttl = await admin!.pttl(`${keyPrefix}stored`);
      expect(ttl).toBeGreaterThan(0);
      expect(ttl).toBeLessThanOrEqual(WINDOW_MS);
      expect(await admin!.llen(`${keyPrefix}stored`)).toBe(2);
      await elapse(WINDOW_MS);
      expect(await admin!.exists(`${keyPrefix}stored`)).toBe(0);
      await limiter.consume('reset', rule);
      await limiter.reset('reset');
      expect(await admin!.exists(`${keyPrefix}reset`)).toBe(0);
      await limiter.close();
      await limiter.close();
    });
  });
});
