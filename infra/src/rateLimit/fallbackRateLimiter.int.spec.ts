import { afterAll, describe, expect, it } from 'vitest';
import { cuttableProxy } from '../testing/cuttableProxy.js';
import { serverFromEnv } from '../testing/optionalServer.js';
import { redisTestKeys } from '../testing/redisTestKeys.js';
import { fallbackRateLimiter } from './fallbackRateLimiter.js';
import { createInProcessRateLimiter } from './inProcessRateLimiter.js';
import { createRedisRateLimiter } from './redisRateLimiter.js';

const { url, reason } = serverFromEnv('redis', 'REDIS_URL');
const { keyPrefix, cleanup } = redisTestKeys(url, 'ratelimit_fallback');
const rule = { limit: 3, windowMs: 60_000 };

describe.skipIf(!url)(`rate limits while Redis is away (${reason})`, () => {
  afterAll(cleanup);

  it('keep counting in this process, answering within a short bound, and share again once Redis is back', {
    timeout: 60_000,
  }, async () => {
    const target = new URL(url!);
    const proxy = await cuttableProxy(target.hostname, Number(target.port || 6379));
    const limiter = fallbackRateLimiter(
      createRedisRateLimiter({ url: `redis://127.0.0.1:${proxy.port}${target.pathname}`, keyPrefix }),
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
