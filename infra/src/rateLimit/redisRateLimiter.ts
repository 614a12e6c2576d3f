import { openRedis } from '../redis/redisConnection.js';
import type { RateLimitDecision, RateLimiter, RateLimitRule } from './port.js';
import { checkConsume, checkKey } from './rateLimitInput.js';

export interface RedisRateLimiterOptions {
  /** `redis://host:port/db`. */
  url: string;
  /** Prefix of every key; several deployments (or test runs) can share a server. Default `mohalla:ratelimit:`. */
  keyPrefix?: string;
}

/**
 * One key per limited key: a list of the server times (ms) at which units
 * were admitted, oldest first, one entry per unit. Time comes from `TIME`
 * inside the script, so API processes with skewed clocks judge one log by
 * one clock. The script is atomic, so concurrent calls from any number of
 * processes never over-admit. Redis 5+ replicates a script's effects, so
 * TIME is allowed. The key expires when its newest unit leaves the window.
 *
 * KEYS: the log. ARGV: limit, windowMs, cost.
 * Answers { allowed (0|1), remaining, retryAfterMs }.
 */
const consumeScript = `
local key = KEYS[1]
local limit, window, cost = tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[3])
local clock = redis.call('TIME')
local now = tonumber(clock[1]) * 1000 + math.floor(tonumber(clock[2]) / 1000)

-- A unit logged at a counts while now < a + window: drop the older ones.
local log = redis.call('LRANGE', key, 0, -1)
local first = 1
while first <= #log and tonumber(log[first]) + window <= now do first = first + 1 end
if first > 1 then redis.call('LTRIM', key, first - 1, -1) end
local used = #log - first + 1

if used + cost > limit then
  local freeing = tonumber(log[first + used + cost - limit - 1])
  return { 0, limit - used, math.min(window, freeing + window - now) }
end

-- Keep the log ordered even if the server clock steps back.
local stamp = now
if used > 0 and tonumber(log[#log]) > stamp then stamp = tonumber(log[#log]) end
local stamps = {}
for i = 1, cost do stamps[i] = string.format('%d', stamp) end
-- RPUSH in chunks: Lua's unpack is limited to a few thousand values.
for i = 1, cost, 1000 do
  redis.call('RPUSH', key, unpack(stamps, i, math.min(i + 999, cost)))
end
redis.call('PEXPIREAT', key, string.format('%d', stamp + window))
return { 1, limit - used - cost, 0 }
`;

interface ScriptClient {
  rateLimitConsume(
    key: string,
    limit: number,
    windowMs: number,
    cost: number,
  ): Promise<[number, number, number]>;
}

/**
 * Rate limits for the scaled edition: every API process shares one Redis, so
 * a limit holds across all of them. One script call (one round trip) per
 * `consume`; see the script above for the data layout.
 */
export function createRedisRateLimiter(options: RedisRateLimiterOptions): RateLimiter {
  const keyPrefix = options.keyPrefix ?? 'mohalla:ratelimit:';
  const redis = openRedis(options.url, 'rate limits');
  redis.defineCommand('rateLimitConsume', { lua: consumeScript, numberOfKeys: 1 });
  const scripts = redis as unknown as ScriptClient;
  let closed: Promise<void> | null = null;

  return {
    async consume(key: string, rule: RateLimitRule, cost?: number): Promise<RateLimitDecision> {
      const units = checkConsume(key, rule, cost);
      const [allowed, remaining, retryAfterMs] = await scripts.rateLimitConsume(
        keyPrefix + key,
        rule.limit,
        rule.windowMs,
        units,
      );
      return { allowed: allowed === 1, remaining: Number(remaining), retryAfterMs: Number(retryAfterMs) };
    },

    async reset(key: string) {
      checkKey(key);
      await redis.del(keyPrefix + key);
    },

    close() {
      closed ??= redis.quit().then(
        () => undefined,
        () => redis.disconnect(),
      );
      return closed;
    },
  };
}
