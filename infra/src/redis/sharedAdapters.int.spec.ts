import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sharedPresence } from '../presence/sharedPresence.js';
import { sharedRateLimiter } from '../rateLimit/sharedRateLimiter.js';
import { serverFromEnv } from '../testing/optionalServer.js';

const { url, reason } = serverFromEnv('redis', 'REDIS_URL');
const rule = { limit: 2, windowMs: 60_000 };

/** Two service processes' worth of adapters, as their main.ts files open them. */
async function twoProcesses(redisUrl: string | undefined) {
  const first = { presence: sharedPresence(redisUrl), limiter: sharedRateLimiter(redisUrl) };
  const second = { presence: sharedPresence(redisUrl), limiter: sharedRateLimiter(redisUrl) };
  const close = async () => {
    for (const side of [first, second]) {
      await side.presence.close();
      await side.limiter.close();
    }
  };
  return { first, second, close };
}

describe('the presence and rate limiter a service opens', () => {
  it('without REDIS_URL, are this process’s own: another process sees nothing of them', async () => {
    const { first, second, close } = await twoProcesses(undefined);
    try {
      await first.presence.join({ areaId: 'a1', connectionId: 'c1', memberKey: 'm1', alias: 'Neem' });
      expect(await first.presence.count('a1')).toBe(1);
      expect(await second.presence.count('a1')).toBe(0);
      await first.limiter.consume('k', rule);
      await first.limiter.consume('k', rule);
      expect((await first.limiter.consume('k', rule)).allowed).toBe(false);
      expect((await second.limiter.consume('k', rule)).allowed).toBe(true);
    } finally {
      await close();
    }
  });

  it.skipIf(!url)(`with REDIS_URL, are shared between processes (${reason})`, async () => {
    const { first, second, close } = await twoProcesses(url!);
    const areaId = `shared-${randomUUID()}`;
    const key = `shared-${randomUUID()}`;
    try {
      await first.presence.join({ areaId, connectionId: 'c1', memberKey: 'm1', alias: 'Neem' });
      expect(await second.presence.count(areaId)).toBe(1);
      await first.presence.leave(areaId, 'c1');
      await first.limiter.consume(key, rule);
      await first.limiter.consume(key, rule);
      expect((await second.limiter.consume(key, rule)).allowed).toBe(false);
    } finally {
      await close();
    }
  });
});
