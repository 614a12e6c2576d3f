export { addressGroup } from './addressGroup.js';
export { fallbackRateLimiter } from './fallbackRateLimiter.js';
export {
  createInProcessRateLimiter,
  type InProcessRateLimiter,
  type InProcessRateLimiterOptions,
} from './inProcessRateLimiter.js';
export * from './port.js';
export {
  type ClientAddressOptions,
  clientAddress,
  clientAddressGroup,
  type RateLimitMiddlewareRule,
  rateLimit,
  tooManyAttempts,
} from './rateLimitMiddleware.js';
export { createRedisRateLimiter, type RedisRateLimiterOptions } from './redisRateLimiter.js';
export { sharedRateLimiter } from './sharedRateLimiter.js';
export { consumeStepped } from './steppedLimit.js';
