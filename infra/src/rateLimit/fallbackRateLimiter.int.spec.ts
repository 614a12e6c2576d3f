import { afterAll, describe, expect, it } from 'vitest';
import { cuttableRedis } from '../testing/cuttableRedis.js';
import { redisTestSuite } from '../testing/redisTestSuite.js';
import { fallbackRateLimiter } from './fallbackRateLimiter.js';
import { createInProcessRateLimiter } from './inProcessRateLimiter.js';
import { createRedisRateLimiter } from './redisRateLimiter.js';

const { url, reason, keyPrefix, cleanup } = redisTestSuite('ratelimit_fallback');
const rule = { limit: 3, windowMs: 60_000 };

describe.skipIf(!url)(`rate limits while Redis is away (${reason})`, () => {
  afterAll(cleanup);

  it('keep counting in this process, answering within a short bound, and share again once Redis is back', {
    timeout: 60_000,
  }, async () => {
    const proxy = await cuttableRedis(url!);
    const limiter = fallbackRateLimiter(
      createRedisRateLimiter({ url: proxy.url, keyPrefix }),
      createInProcessRateLimiter(),
    );
    const shared = createRedisRateLimiter({ url: url!, keyPrefix });
    try {
      expect((await limiter.consume('k', rule)).allowed).toBe(true);

      await proxy.cut();
      const started = performance.now();
      const during = [];
      for (let i = 0; i < 4; i++) during.push((await limiter.consume('outage', rule)).allowed);
      expect(during).toEqual([true, true, true, false]); // still limited: neither open nor closed
      expect(performance.now() - started).toBeLessThan(5_000);

      await proxy.restore();
      await expect
        .poll(async () => (await limiter.consume('after', rule)).remaining, {
          timeout: 20_000,
          interval: 200,
        })
        .toBeLessThan(2); // counted in Redis again: the key fills up across polls
      expect((await shared.consume('after', { ...rule })).remaining).toBeLessThan(2); // and another process sees it
    } finally {
      await limiter.close();
      await shared.close();
      await proxy.close();
    }
  });
});
