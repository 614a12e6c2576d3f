import { fallbackPresence } from './fallbackPresence.js';
import { createInProcessPresence } from './inProcessPresence.js';
import type { Presence } from './port.js';
import { createRedisPresence } from './redisPresence.js';

/**
 * The presence a service process uses: shared with the other processes
 * through Redis when `redisUrl` is set (this node's own view while Redis is
 * down, see fallbackPresence), else this process's own.
 */
export function sharedPresence(redisUrl: string | undefined): Presence {
  if (!redisUrl) return createInProcessPresence();
  return fallbackPresence(createRedisPresence({ url: redisUrl }), createInProcessPresence());
}
