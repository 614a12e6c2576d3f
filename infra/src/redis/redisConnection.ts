import { Redis } from 'ioredis';

/** How long one command may wait for Redis before it fails (then the caller's fallback answers). */
export const REDIS_COMMAND_TIMEOUT_MS = 500;

/**
 * A Redis connection for request paths (rate limits, presence): while Redis
 * is down a command fails within `REDIS_COMMAND_TIMEOUT_MS` (queued ones
 * too: the timeout starts when the command is made), never holding a
 * request for seconds, and queued commands are dropped after one failed
 * reconnection rather than piling up. The connection keeps trying to come
 * back every second or two. Its errors are reported once per outage, with
 * the recovery, instead of ioredis's "Unhandled error event" per retry.
 */
export function openRedis(url: string, purpose: string): Redis {
  const redis = new Redis(url, {
    lazyConnect: false,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    connectTimeout: 2_000,
    maxRetriesPerRequest: 1,
    retryStrategy: (attempt) => Math.min(attempt * 250, 2_000),
  });
  let down = false;
  redis.on('error', (error: Error) => {
    if (down) return;
    down = true;
    console.warn(`Redis (${purpose}) is unreachable: ${error.message}. Falling back until it is back.`);
  });
  redis.on('ready', () => {
    if (!down) return;
    down = false;
    console.warn(`Redis (${purpose}) is reachable again.`);
  });
  return redis;
}
