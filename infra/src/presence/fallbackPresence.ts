import { orFallback } from '../redis/orFallback.js';
import type { Presence } from './port.js';

/**
 * Shared presence (Redis) that degrades to this node's own view while the
 * shared store is unreachable: every lease is also kept in `local`, and a
 * call the shared store fails answers from `local` instead (so during a
 * Redis outage each realtime node counts its own sockets, and a read-only
 * node counts none), never failing the chat or a page for presence's sake.
 * Once Redis answers again, heartbeats find the leases it lost and the
 * tracker joins them again.
 */
export function fallbackPresence(shared: Presence, local: Presence): Presence {
  return {
    leaseMs: shared.leaseMs,
    async join(entry) {
      await local.join(entry);
      await orFallback(
        () => shared.join(entry),
        async () => {},
      );
    },
    async heartbeat(areaId, connectionId) {
      const held = await local.heartbeat(areaId, connectionId);
      return orFallback(
        () => shared.heartbeat(areaId, connectionId),
        async () => held,
      );
    },
    async leave(areaId, connectionId) {
      const held = await local.leave(areaId, connectionId);
      return orFallback(
        () => shared.leave(areaId, connectionId),
        async () => held,
      );
    },
    count: (areaId) =>
      orFallback(
        () => shared.count(areaId),
        () => local.count(areaId),
      ),
    counts: (areaIds) =>
      orFallback(
        () => shared.counts(areaIds),
        () => local.counts(areaIds),
      ),
    list: (areaId, options) =>
      orFallback(
        () => shared.list(areaId, options),
        () => local.list(areaId, options),
      ),
    async close() {
      await Promise.all([shared.close(), local.close()]);
    },
  };
}
