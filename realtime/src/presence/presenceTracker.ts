import { createHmac } from 'node:crypto';
import type { Logger, Presence, PresenceJoin } from '@mohalla/infra';

export interface PresenceTracker {
  /**
   * A socket (already subscribed to the area's topic) entered an area;
   * signed-in people (with an alias) take a lease and are counted. Answers
   * the area's count and whether it was pushed to the topic (when it
   * changed); when not, the newcomer still needs to be told.
   */
  enter(
    connectionId: string,
    areaId: string,
    member: { userId: string; alias: string } | null,
  ): Promise<{ count: number; pushed: boolean }>;
  /** The socket left the area or closed. */
  exit(connectionId: string, areaId: string): Promise<void>;
  close(): Promise<void>;
}

/** Counts change on other nodes too; this node looks again at least this often. */
const REFRESH_MS = 5_000;

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

  /** Pushes each area's count where it changed; answers the counts. */
  const refresh = async (areaIds: readonly string[]) => {
    if (areaIds.length === 0) return new Map<string, { count: number; pushed: boolean }>();
    const counts = await presence.counts(areaIds);
    const answers = new Map<string, { count: number; pushed: boolean }>();
    for (const [areaId, count] of counts) {
      const pushed = sockets.has(areaId) && published.get(areaId) !== count;
      if (pushed) {
        published.set(areaId, count);
        publishCount(areaId, count);
      }
      answers.set(areaId, { count, pushed });
    }
    return answers;
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
      return (await refresh([areaId])).get(areaId)!;
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
