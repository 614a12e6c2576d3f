import { serverFromEnv } from './optionalServer.js';
import { redisTestKeys } from './redisTestKeys.js';

/**
 * A suite on the test Redis (REDIS_URL): its URL, or why the suite skips,
 * and keys of its own for this run (see redisTestKeys).
 */
export function redisTestSuite(name: string) {
  const { url, reason } = serverFromEnv('redis', 'REDIS_URL');
  return { url, reason, ...redisTestKeys(url, name) };
}
