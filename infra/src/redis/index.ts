export { openRedis, REDIS_COMMAND_TIMEOUT_MS } from './redisConnection.js';
