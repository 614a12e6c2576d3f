/**
 * Lua for the Redis adapter. Each script runs atomically on the server and
 * touches only the five keys of one area (KEYS[1..5], see `areaKeys`):
 *
 * - `leases`  sorted set: connectionId, scored by lease end (server ms);
 * - `conns`   hash: connectionId to memberKey;
 * - `refs`    hash: memberKey to its number of leases (members online = HLEN);
 * - `aliases` hash: memberKey to alias;
 * - `roster`  sorted set, every score 0: `alias NUL memberKey`, so ZRANGE
 *   answers members by alias in byte order (ties by memberKey) with a limit.
 *
 * Every script first sweeps the leases that ended, so the other four
 * structures only ever describe valid leases and reads are a HLEN or a ZRANGE.
 */

/**
 * Time comes from the Redis server (`TIME`) inside the script, never from the
 * calling node: a lease is written and judged by the same clock, so nodes
 * whose clocks disagree still agree on who is online, and a node with a fast
 * clock cannot expire another node's connections early (nor a slow one keep
 * ghosts late). Redis 5+ replicates a script's effects, so TIME is allowed.
 */
const prelude = `
local leases, conns, refs, aliases, roster = KEYS[1], KEYS[2], KEYS[3], KEYS[4], KEYS[5]
local clock = redis.call('TIME')
local now = tonumber(clock[1]) * 1000 + math.floor(tonumber(clock[2]) / 1000)

local function release(connection)
  local member = redis.call('HGET', conns, connection)
  redis.call('ZREM', leases, connection)
  redis.call('HDEL', conns, connection)
  if member and redis.call('HINCRBY', refs, member, -1) <= 0 then
    redis.call('HDEL', refs, member)
    local alias = redis.call('HGET', aliases, member)
    if alias then redis.call('ZREM', roster, alias .. '\\0' .. member) end
    redis.call('HDEL', aliases, member)
  end
end

-- A lease is valid while now < its end.
local expired = redis.call('ZRANGEBYSCORE', leases, '-inf', now)
for _, connection in ipairs(expired) do release(connection) end

-- The keys live as long as the newest lease (plus a margin), so an area that
-- nobody touches again after its last node died vanishes on its own.
local function keepKeysAlive()
  local newest = redis.call('ZRANGE', leases, -1, -1, 'WITHSCORES')
  if newest[2] then
    local until_ = string.format('%d', tonumber(newest[2]) + 1000)
    for _, key in ipairs(KEYS) do redis.call('PEXPIREAT', key, until_) end
  end
end
`;

/** ARGV: connectionId, memberKey, alias, leaseMs. */
const join = `${prelude}
local connection, member, alias = ARGV[1], ARGV[2], ARGV[3]
local held = redis.call('HGET', conns, connection)
if held and held ~= member then
  release(connection)
  held = false
end
redis.call('ZADD', leases, string.format('%d', now + tonumber(ARGV[4])), connection)
if not held then
  redis.call('HSET', conns, connection, member)
  redis.call('HINCRBY', refs, member, 1)
end
local previous = redis.call('HGET', aliases, member)
if previous ~= alias then
  if previous then redis.call('ZREM', roster, previous .. '\\0' .. member) end
  redis.call('HSET', aliases, member, alias)
  redis.call('ZADD', roster, 0, alias .. '\\0' .. member)
end
keepKeysAlive()
return 1
`;

/** ARGV: connectionId, leaseMs. Answers 1 when renewed, 0 when not held. */
const heartbeat = `${prelude}
if not redis.call('ZSCORE', leases, ARGV[1]) then return 0 end
redis.call('ZADD', leases, 'XX', string.format('%d', now + tonumber(ARGV[2])), ARGV[1])
keepKeysAlive()
return 1
`;

/** ARGV: connectionId. Answers 1 when it was held. */
const leave = `${prelude}
if not redis.call('ZSCORE', leases, ARGV[1]) then return 0 end
release(ARGV[1])
return 1
`;

const count = `${prelude}
return redis.call('HLEN', refs)
`;

/** ARGV: limit. Answers `alias NUL memberKey` entries. */
const list = `${prelude}
return redis.call('ZRANGE', roster, 0, tonumber(ARGV[1]) - 1)
`;

export const presenceScripts = {
  presenceJoin: join,
  presenceHeartbeat: heartbeat,
  presenceLeave: leave,
  presenceCount: count,
  presenceList: list,
} as const;

export type PresenceScriptName = keyof typeof presenceScripts;

export const AREA_KEY_COUNT = 5;

/**
 * The five keys of one area. They share the hash tag `{areaId}`, so the
 * scripts stay valid on a Redis Cluster (all keys of a script in one slot).
 */
export function areaKeys(keyPrefix: string, areaId: string): string[] {
  const base = `${keyPrefix}{${areaId}}:`;
  return ['leases', 'conns', 'refs', 'aliases', 'roster'].map((part) => base + part);
}
