import { Redis } from 'ioredis';

/**
 * For suites on a shared Redis: a key prefix of their own for this run, an
 * admin client to look at what they stored, and a cleanup that deletes
 * exactly those keys afterwards.
 */
export function redisTestKeys(url: string | null, name: string) {
  const keyPrefix = `${name}_${Date.now().toString(36)}_${process.pid}:`;
  const admin = url ? new Redis(url) : null;
  return {
    keyPrefix,
    admin,
    async cleanup(): Promise<void> {
      if (!admin) return;
      let cursor = '0';
      do {
        const [next, keys] = await admin.scan(cursor, 'MATCH', `${keyPrefix}*`, 'COUNT', 500);
        if (keys.length > 0) await admin.del(...keys);
        cursor = next;
      } while (cursor !== '0');
      await admin.quit();
    },
  };
}

/**
 * A real wait for suites on real time: timers may fire a little early and
 * Redis's TIME is floored to the millisecond, so wait a touch longer than asked.
 */
export const elapseReal = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms + 10));
