import { afterAll, describe, expect, it } from 'vitest';
import { cuttableRedis } from '../testing/cuttableRedis.js';
import { redisTestSuite } from '../testing/redisTestSuite.js';
import { fallbackPresence } from './fallbackPresence.js';
import { createInProcessPresence } from './inProcessPresence.js';
import { joining, uniqueArea } from './presenceContract.fixtures.js';
import { createRedisPresence } from './redisPresence.js';

const { url, reason, keyPrefix, cleanup } = redisTestSuite('presence_fallback');

describe.skipIf(!url)(`presence while Redis is away (${reason})`, () => {
  afterAll(cleanup);

  it('answers from this node within a short bound while Redis is away, and shares again once it is back', {
    timeout: 60_000,
  }, async () => {
    const proxy = await cuttableRedis(url!);
    const viaProxy = proxy.url;
    const elsewhere = createRedisPresence({ url: url!, keyPrefix });
    const presence = fallbackPresence(
      createRedisPresence({ url: viaProxy, keyPrefix }),
      createInProcessPresence(),
    );
    const area = uniqueArea();
    try {
      await presence.join(joining(area, 'asha'));
      await elsewhere.join(joining(area, 'bilal')); // another node's socket
      expect(await presence.count(area)).toBe(2);

      await proxy.cut();
      const started = performance.now();
      expect(await presence.count(area)).toBe(1); // this node's own view: asha
      expect((await presence.list(area)).map((m) => m.alias)).toEqual(['Alias asha']);
      await presence.join(joining(area, 'chandni'));
      expect(await presence.count(area)).toBe(2);
      expect(performance.now() - started).toBeLessThan(5_000); // each call bounded by the command timeout

      await proxy.restore();
      await expect.poll(() => presence.count(area), { timeout: 20_000, interval: 200 }).toBe(2); // asha and bilal again
    } finally {
      await presence.close();
      await elsewhere.close();
      await proxy.close();
    }
  });
});
