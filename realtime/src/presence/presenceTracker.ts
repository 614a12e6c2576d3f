import { createHmac } from 'node:crypto';
import type { Logger, Presence, PresenceJoin } from '@mohalla/infra';

export interface PresenceTracker {
  /**
   * A socket (already subscribed to the area's topic) entered an area;
   * signed-in people (with an alias) take a lease and are counted. Answers
   * the area's count, for the newcomer: the area hears of a change in a
   * push shortly after, with whatever else changed meanwhile.
   */
  enter(
    connectionId: string,
    areaId: string,
    member: { userId: string; alias: string } | null,
  ): Promise<{ count: number }>;
  /** The area's count, for a socket already counted there that asks again (a repeated join). */
  count(areaId: string): Promise<number>;
  /** The socket left the area or closed. */
  exit(connectionId: string, areaId: string): Promise<void>;
  close(): Promise<void>;
}

/** Counts change on other nodes too; this node looks again at least this often. */
const REFRESH_MS = 5_000;
/** How long a changed count waits for more changes before it is pushed to the area. */
const PUSH_EVERY_MS = 100;

/**
 * This node's side of presence: a lease per signed-in socket in the area
 * it joined, renewed every `leaseMs / 3` and given up when it leaves, so a
 * crashed node's sockets stop counting when their leases run out. Each area
 * this node has sockets in gets `online_count` when its count changes,
 * checked after every enter and exit here and on a timer for the others'.
 */
export function trackPresence(deps: {
  presence: Presence;
  logger: Logger;
  /** Keys one person across tabs without revealing who: derived from the server secret. */
  memberKeySecret: string;
  publishCount: (areaId: string, count: number) => void;
}): PresenceTracker {
  const { presence, logger, memberKeySecret, publishCount } = deps;
  const leases = new Map<string, PresenceJoin>(); // by `${areaId}\0${connectionId}`
  const sockets = new Map<string, number>(); // areaId → sockets of this node in it
  const published = new Map<string, number>(); // areaId → count last pushed

  const memberKey = (userId: string, areaId: string) =>
    createHmac('sha256', memberKeySecret).update(`presence\0${userId}\0${areaId}`).digest('base64url');

  /** Areas whose count changed since it was last pushed, pushed together at most every PUSH_EVERY_MS. */
  const changed = new Map<string, number>();
  let pushing: NodeJS.Timeout | null = null;
  const pushChanged = () => {
    pushing = null;
    for (const [areaId, count] of changed) {
      if (!sockets.has(areaId) || published.get(areaId) === count) continue;
      published.set(areaId, count);
      publishCount(areaId, count);
    }
    changed.clear();
  };

  /**
   * Notes each area's count where it changed, for one push shortly after
   * (a crowd arriving, or one socket hopping channels, costs each bystander a
   * frame per PUSH_EVERY_MS, not one per join and leave); answers the counts.
   */
  const refresh = async (areaIds: readonly string[]) => {
    const counts = areaIds.length === 0 ? new Map<string, number>() : await presence.counts(areaIds);
    for (const [areaId, count] of counts) {
      // The latest count wins: one that changed and changed back is not pushed at all.
      if (!sockets.has(areaId) || (published.get(areaId) === count && !changed.has(areaId))) continue;
      changed.set(areaId, count);
      pushing ??= setTimeout(pushChanged, PUSH_EVERY_MS);
    }
    return counts;
  };
  const quietly = (what: string, work: Promise<unknown>) =>
    work.catch((error: unknown) => logger.warn(`presence: ${what} failed`, { error }));

  const heartbeat = setInterval(
    () => {
      for (const lease of leases.values()) {
        void quietly(
          'heartbeat',
          presence.heartbeat(lease.areaId, lease.connectionId).then(async (held) => {
            // Lost (the store forgot it, or this node stalled past the lease): the socket is still here.
            if (!held) await presence.join(lease);
          }),
        );
      }
    },
    Math.max(1, Math.floor(presence.leaseMs / 3)),
  );
  const refresher = setInterval(
    () => void quietly('refresh', refresh([...sockets.keys()])),
    Math.min(REFRESH_MS, presence.leaseMs / 3),
  );
  heartbeat.unref();
  refresher.unref();

  return {
    async enter(connectionId, areaId, member) {
      sockets.set(areaId, (sockets.get(areaId) ?? 0) + 1);
      if (member) {
        const lease = {
          areaId,
          connectionId,
          memberKey: memberKey(member.userId, areaId),
          alias: member.alias,
        };
        leases.set(`${areaId}\0${connectionId}`, lease);
        await presence.join(lease);
      }
      return { count: (await refresh([areaId])).get(areaId) ?? 0 };
    },
    async count(areaId) {
      return (await refresh([areaId])).get(areaId) ?? 0;
    },
    async exit(connectionId, areaId) {
      const left = (sockets.get(areaId) ?? 1) - 1;
      if (left > 0) sockets.set(areaId, left);
      else {
        sockets.delete(areaId);
        published.delete(areaId);
      }
      if (leases.delete(`${areaId}\0${connectionId}`)) await presence.leave(areaId, connectionId);
      await refresh([areaId]);
    },
    async close() {
      clearInterval(heartbeat);
      if (pushing) clearTimeout(pushing);
      clearInterval(refresher);
      await Promise.all(
        [...leases.values()].map((lease) =>
          quietly('leave', presence.leave(lease.areaId, lease.connectionId)),
        ),
      );
      leases.clear();
    },
  };
}
