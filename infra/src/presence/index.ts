export { fallbackPresence } from './fallbackPresence.js';
export { createInProcessPresence, type InProcessPresenceOptions } from './inProcessPresence.js';
export * from './port.js';
export { createRedisPresence, type RedisPresenceOptions } from './redisPresence.js';
export { sharedPresence } from './sharedPresence.js';
