import type { ListOnlineOptions, OnlineMember, Presence, PresenceJoin } from './port.js';
import {
  checkId,
  checkJoin,
  checkLeaseMs,
  compareCodePoints,
  DEFAULT_LEASE_MS,
  listLimit,
} from './presenceInput.js';

export interface InProcessPresenceOptions {
  /**
   * Clock in milliseconds; tests inject a fake one. It must never go back:
   * leases are kept in the order they end. Default: a monotonic clock.
   */
  now?: () => number;
  /** Default 30 s. */
  leaseMs?: number;
}

interface Lease {
  memberKey: string;
  expiresAt: number;
}

interface Member {
  alias: string;
  connections: number;
}

interface Area {
  /**
   * By connection id, in the order the leases end: every lease lasts
   * `leaseMs` from its last join or heartbeat, which re-inserts it at the
   * end, so the expired ones are always at the front.
   */
  leases: Map<string, Lease>;
  members: Map<string, Member>;
}

/**
 * Presence for the single-node edition: one process holds every connection,
 * so plain maps suffice. Expired leases are swept lazily, when their area is
 * next touched, so no timer keeps the process alive; the sweep reads from the
 * front of the expiry-ordered leases and stops at the first live one, so a
 * join or heartbeat costs the same in an area of ten or ten thousand.
 */
export function createInProcessPresence(options: InProcessPresenceOptions = {}): Presence {
  const now = options.now ?? (() => performance.timeOrigin + performance.now());
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  checkLeaseMs(leaseMs);
  const areas = new Map<string, Area>();

  /** The area with its expired leases swept, or undefined when nobody is in it. */
  function liveArea(areaId: string): Area | undefined {
    const area = areas.get(areaId);
    if (!area) return undefined;
    const t = now();
    for (const [connectionId, lease] of area.leases) {
      if (lease.expiresAt > t) break;
      release(area, connectionId, lease);
    }
    if (area.leases.size === 0) {
      areas.delete(areaId);
      return undefined;
    }
    return area;
  }

  /** Moves the lease to the end of the expiry order. */
  function renew(area: Area, connectionId: string, lease: Lease, expiresAt: number): void {
    lease.expiresAt = expiresAt;
    area.leases.delete(connectionId);
    area.leases.set(connectionId, lease);
  }

  function release(area: Area, connectionId: string, lease: Lease): void {
    area.leases.delete(connectionId);
    const member = area.members.get(lease.memberKey)!;
    member.connections -= 1;
    if (member.connections === 0) area.members.delete(lease.memberKey);
  }

  return {
    leaseMs,

    async join(entry: PresenceJoin) {
      checkJoin(entry);
      let area = liveArea(entry.areaId);
      if (!area) {
        area = { leases: new Map(), members: new Map() };
        areas.set(entry.areaId, area);
      }
      const expiresAt = now() + leaseMs;
      const held = area.leases.get(entry.connectionId);
      if (held && held.memberKey === entry.memberKey) {
        renew(area, entry.connectionId, held, expiresAt);
      } else {
        if (held) release(area, entry.connectionId, held);
        area.leases.set(entry.connectionId, { memberKey: entry.memberKey, expiresAt });
        const member = area.members.get(entry.memberKey);
        if (member) member.connections += 1;
        else area.members.set(entry.memberKey, { alias: entry.alias, connections: 1 });
      }
      area.members.get(entry.memberKey)!.alias = entry.alias;
    },

    async heartbeat(areaId: string, connectionId: string) {
      checkId('areaId', areaId);
      checkId('connectionId', connectionId);
      const area = liveArea(areaId);
      const lease = area?.leases.get(connectionId);
      if (!lease) return false;
      renew(area!, connectionId, lease, now() + leaseMs);
      return true;
    },

    async leave(areaId: string, connectionId: string) {
      checkId('areaId', areaId);
      checkId('connectionId', connectionId);
      const area = liveArea(areaId);
      const lease = area?.leases.get(connectionId);
      if (!area || !lease) return false;
      release(area, connectionId, lease);
      if (area.leases.size === 0) areas.delete(areaId);
      return true;
    },

    async count(areaId: string) {
      checkId('areaId', areaId);
      return liveArea(areaId)?.members.size ?? 0;
    },

    async counts(areaIds: readonly string[]) {
      for (const areaId of areaIds) checkId('areaId', areaId);
      return new Map(areaIds.map((areaId) => [areaId, liveArea(areaId)?.members.size ?? 0]));
    },

    async list(areaId: string, listOptions?: ListOnlineOptions): Promise<OnlineMember[]> {
      checkId('areaId', areaId);
      const limit = listLimit(listOptions);
      const members = [...(liveArea(areaId)?.members ?? [])];
      members.sort(
        ([keyA, a], [keyB, b]) => compareCodePoints(a.alias, b.alias) || compareCodePoints(keyA, keyB),
      );
      return members.slice(0, limit).map(([, member]) => ({ alias: member.alias }));
    },

    async close() {},
  };
}
