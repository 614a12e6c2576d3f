import { openRedis } from '../redis/redisConnection.js';
import type { ListOnlineOptions, OnlineMember, Presence, PresenceJoin } from './port.js';
import { checkId, checkJoin, checkLeaseMs, DEFAULT_LEASE_MS, listLimit } from './presenceInput.js';
import {
  AREA_KEY_COUNT,
  areaKeys,
  type PresenceScriptName,
  presenceScripts,
} from './redisPresenceScripts.js';

export interface RedisPresenceOptions {
  /** `redis://host:port/db`. */
  url: string;
  /** Prefix of every key; several deployments (or test runs) can share a server. Default `mohalla:presence:`. */
  keyPrefix?: string;
  /** Default 30 s. */
  leaseMs?: number;
}

type ScriptCall = (...keysThenArgs: Array<string | number>) => Promise<unknown>;
type ScriptClient = Record<PresenceScriptName, ScriptCall>;

/**
 * Presence for the scaled edition: every realtime node writes its leases to
 * one Redis, so each node counts the connections of all. Each operation is a
 * single Lua script (atomic, one round trip; see `redisPresenceScripts.ts` for
 * the data layout and why the clock is the server's). Commands from one
 * adapter travel in order on one connection, so one caller's calls take
 * effect in the order made.
 */
export function createRedisPresence(options: RedisPresenceOptions): Presence {
  const keyPrefix = options.keyPrefix ?? 'mohalla:presence:';
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  checkLeaseMs(leaseMs);
  const redis = openRedis(options.url, 'presence');
  for (const [name, lua] of Object.entries(presenceScripts)) {
    redis.defineCommand(name, { lua, numberOfKeys: AREA_KEY_COUNT });
  }
  const scripts = redis as unknown as ScriptClient;
  let closed: Promise<void> | null = null;

  const run = (script: PresenceScriptName, areaId: string, ...args: Array<string | number>) =>
    scripts[script](...areaKeys(keyPrefix, areaId), ...args);

  return {
    leaseMs,

    async join(entry: PresenceJoin) {
      checkJoin(entry);
      await run('presenceJoin', entry.areaId, entry.connectionId, entry.memberKey, entry.alias, leaseMs);
    },

    async heartbeat(areaId: string, connectionId: string) {
      checkId('areaId', areaId);
      checkId('connectionId', connectionId);
      return (await run('presenceHeartbeat', areaId, connectionId, leaseMs)) === 1;
    },

    async leave(areaId: string, connectionId: string) {
      checkId('areaId', areaId);
      checkId('connectionId', connectionId);
      return (await run('presenceLeave', areaId, connectionId)) === 1;
    },

    async count(areaId: string) {
      checkId('areaId', areaId);
      return Number(await run('presenceCount', areaId));
    },

    async counts(areaIds: readonly string[]) {
      for (const areaId of areaIds) checkId('areaId', areaId);
      const distinct = [...new Set(areaIds)];
      // Sent back to back on one connection: one round trip's worth of latency for a city page.
      const values = await Promise.all(distinct.map((areaId) => run('presenceCount', areaId)));
      return new Map(distinct.map((areaId, i) => [areaId, Number(values[i])]));
    },

    async list(areaId: string, listOptions?: ListOnlineOptions): Promise<OnlineMember[]> {
      checkId('areaId', areaId);
      const limit = listLimit(listOptions);
      const entries = (await run('presenceList', areaId, limit)) as string[];
      return entries.map((entry) => ({ alias: entry.slice(0, entry.indexOf('\u0000')) }));
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
