import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Presence } from './port.js';
import {
  aliases,
  joining,
  type MakePresence,
  type PresenceContractClock,
  uniqueArea,
} from './presenceContract.fixtures.js';

/**
 * Lease expiry. Waits are fractions of the lease with room to spare either
 * way: "gone" is checked at least a lease after the last renewal (waits only
 * ever run long), "still there" well within a lease of it.
 */
export function describeLeaseContract(makePresence: MakePresence, clock: PresenceContractClock): void {
  describe('leases', () => {
    const lease = clock.leaseMs;
    let presence: Presence;
    beforeAll(async () => {
      presence = await makePresence({ leaseMs: lease });
    });
    afterAll(async () => {
      await presence?.close();
    });

    it('ends a lease nobody renews: not counted, not listed, not renewable, not held', async () => {
      const area = uniqueArea();
      const tab = joining(area, 'asha');
      await presence.join(tab);
      expect(await presence.count(area)).toBe(1);
      await clock.elapse(lease);
      expect(await presence.count(area)).toBe(0);
      expect((await presence.counts([area])).get(area)).toBe(0);
      expect(await presence.list(area)).toEqual([]);
      expect(await presence.heartbeat(area, tab.connectionId)).toBe(false);
      expect(await presence.leave(area, tab.connectionId)).toBe(false);
      expect(await presence.count(area)).toBe(0);
    });

    it('keeps a lease renewed by heartbeats, until the heartbeats stop', async () => {
      const area = uniqueArea();
      const tab = joining(area, 'asha');
      await presence.join(tab);
      await clock.elapse(lease * 0.5);
      expect(await presence.heartbeat(area, tab.connectionId)).toBe(true);
      await clock.elapse(lease * 0.6);
      expect(await presence.count(area)).toBe(1);
      expect(await presence.heartbeat(area, tab.connectionId)).toBe(true);
      await clock.elapse(lease * 0.6);
      expect(await aliases(presence, area)).toEqual(['Alias asha']);
      await clock.elapse(lease * 0.5);
      expect(await presence.count(area)).toBe(0);
    });

    it('renews a lease on a second join of the same connection', async () => {
      const area = uniqueArea();
      const tab = joining(area, 'asha');
      await presence.join(tab);
      await clock.elapse(lease * 0.5);
      await presence.join(tab);
      await clock.elapse(lease * 0.6);
      expect(await presence.count(area)).toBe(1);
    });

    it('counts a member while any of its leases lasts, and only those that last', async () => {
      const area = uniqueArea();
      const [tab1, tab2] = [joining(area, 'asha'), joining(area, 'asha')];
      const other = joining(area, 'bilal');
      await Promise.all([presence.join(tab1), presence.join(tab2), presence.join(other)]);
      await clock.elapse(lease * 0.5);
      expect(await presence.heartbeat(area, tab2.connectionId)).toBe(true);
      await clock.elapse(lease * 0.6);
      expect(await presence.count(area)).toBe(1);
      expect(await aliases(presence, area)).toEqual(['Alias asha']);
      expect(await presence.leave(area, tab1.connectionId)).toBe(false);
      expect(await presence.leave(area, tab2.connectionId)).toBe(true);
      expect(await presence.count(area)).toBe(0);
    });

    it('lets an ended lease be taken again by joining', async () => {
      const area = uniqueArea();
      const tab = joining(area, 'asha');
      await presence.join(tab);
      await clock.elapse(lease);
      expect(await presence.heartbeat(area, tab.connectionId)).toBe(false);
      await presence.join({ ...tab, alias: 'Brave Kite' });
      expect(await aliases(presence, area)).toEqual(['Brave Kite']);
      expect(await presence.heartbeat(area, tab.connectionId)).toBe(true);
      expect(await presence.count(area)).toBe(1);
    });
  });
}
