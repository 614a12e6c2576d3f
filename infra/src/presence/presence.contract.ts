import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ONLINE_LIST_LIMIT, MAX_ONLINE_LIST_LIMIT, type Presence } from './port.js';
import {
  aliases,
  joining,
  LONG_LEASE_MS,
  type MakePresence,
  type PresenceContractClock,
  uniqueArea,
} from './presenceContract.fixtures.js';
import { describeLeaseContract } from './presenceContract.leases.js';

export type { MakePresence, PresenceContractClock } from './presenceContract.fixtures.js';

/**
 * The guarantees of the `Presence` port (see its TSDoc), checked against one
 * adapter. `makePresence` may be called more than once; every test uses its
 * own random area ids, so adapters may share a server. `clock` says how time
 * passes for the TTL tests: an injected fake clock, or real waits.
 */
export function describePresenceContract(
  name: string,
  makePresence: MakePresence,
  clock: PresenceContractClock,
): void {
  describe(`Presence contract: ${name}`, () => {
    let presence: Presence;
    beforeAll(async () => {
      presence = await makePresence({ leaseMs: LONG_LEASE_MS });
    });
    afterAll(async () => {
      await presence?.close();
    });

    describe('counting members', () => {
      it('answers 0 and an empty list for an area nobody joined', async () => {
        const area = uniqueArea();
        expect(await presence.count(area)).toBe(0);
        expect(await presence.list(area)).toEqual([]);
        expect(presence.leaseMs).toBe(LONG_LEASE_MS);
      });

      it('counts a member once however many connections it holds', async () => {
        const area = uniqueArea();
        const tab1 = joining(area, 'asha');
        const tab2 = joining(area, 'asha');
        await presence.join(tab1);
        await presence.join(tab2);
        await presence.join(joining(area, 'bilal'));
        expect(await presence.count(area)).toBe(2);
        expect(await aliases(presence, area)).toEqual(['Alias asha', 'Alias bilal']);
        expect(await presence.leave(area, tab1.connectionId)).toBe(true);
        expect(await presence.count(area)).toBe(2);
        expect(await presence.leave(area, tab2.connectionId)).toBe(true);
        expect(await presence.count(area)).toBe(1);
        expect(await aliases(presence, area)).toEqual(['Alias bilal']);
      });

      it('keeps areas apart, also for one connection in two areas', async () => {
        const [north, south] = [uniqueArea(), uniqueArea()];
        const inNorth = joining(north, 'asha');
        await presence.join(inNorth);
        await presence.join({ ...inNorth, areaId: south });
        await presence.join(joining(south, 'bilal'));
        expect(await presence.count(north)).toBe(1);
        expect(await presence.count(south)).toBe(2);
        await presence.leave(north, inNorth.connectionId);
        expect(await presence.count(north)).toBe(0);
        expect(await presence.count(south)).toBe(2);
      });

      it('counts several areas at once, one entry per distinct id, 0 for empty ones', async () => {
        const [a, b, empty] = [uniqueArea(), uniqueArea(), uniqueArea()];
        await presence.join(joining(a, 'asha'));
        await presence.join(joining(b, 'bilal'));
        await presence.join(joining(b, 'chen'));
        const counts = await presence.counts([a, b, empty, a]);
        expect([...counts].sort()).toEqual(
          [
            [a, 1],
            [b, 2],
            [empty, 0],
          ].sort(),
        );
        expect((await presence.counts([])).size).toBe(0);
      });
    });

    describe('joining and leaving', () => {
      it('treats a second join of the same connection as the same lease', async () => {
        const area = uniqueArea();
        const tab = joining(area, 'asha');
        await presence.join(tab);
        await presence.join(tab);
        expect(await presence.count(area)).toBe(1);
        expect(await presence.leave(area, tab.connectionId)).toBe(true);
        expect(await presence.count(area)).toBe(0);
      });

      it("shows a member's most recent alias", async () => {
        const area = uniqueArea();
        const tab = joining(area, 'asha');
        const otherTab = joining(area, 'asha', { alias: 'Quiet Heron' });
        await presence.join(tab);
        await presence.join(otherTab);
        expect(await aliases(presence, area)).toEqual(['Quiet Heron']);
        await presence.join({ ...tab, alias: 'Brave Kite' });
        expect(await aliases(presence, area)).toEqual(['Brave Kite']);
        expect(await presence.count(area)).toBe(1);
      });

      it('moves a connection that joins again with another member key', async () => {
        const area = uniqueArea();
        const tab = joining(area, 'guest');
        await presence.join(tab);
        await presence.join(joining(area, 'bilal'));
        await presence.join(joining(area, 'asha', { connectionId: tab.connectionId }));
        expect(await presence.count(area)).toBe(2);
        expect(await aliases(presence, area)).toEqual(['Alias asha', 'Alias bilal']);
        expect(await presence.leave(area, tab.connectionId)).toBe(true);
        expect(await aliases(presence, area)).toEqual(['Alias bilal']);
      });

      it('answers false, changing nothing, when leaving a lease not held', async () => {
        const area = uniqueArea();
        const tab = joining(area, 'asha');
        expect(await presence.leave(area, tab.connectionId)).toBe(false);
        await presence.join(tab);
        expect(await presence.leave(uniqueArea(), tab.connectionId)).toBe(false);
        expect(await presence.leave(area, tab.connectionId)).toBe(true);
        expect(await presence.leave(area, tab.connectionId)).toBe(false);
        expect(await presence.heartbeat(area, tab.connectionId)).toBe(false);
        expect(await presence.count(area)).toBe(0);
      });

      it("applies one caller's calls in the order made", async () => {
        const area = uniqueArea();
        const tab = joining(area, 'asha');
        const calls = [presence.join(tab), presence.leave(area, tab.connectionId), presence.count(area)];
        const [, left, count] = await Promise.all(calls);
        expect([left, count]).toEqual([true, 0]);
      });

      it('rejects invalid input with a RangeError and changes nothing', async () => {
        const area = uniqueArea();
        const ok = joining(area, 'asha');
        for (const field of ['areaId', 'connectionId', 'memberKey', 'alias'] as const) {
          await expect(presence.join({ ...ok, [field]: '' })).rejects.toBeInstanceOf(RangeError);
        }
        await expect(presence.join({ ...ok, alias: 'a\u0000b' })).rejects.toBeInstanceOf(RangeError);
        await expect(presence.heartbeat('', 'c')).rejects.toBeInstanceOf(RangeError);
        await expect(presence.leave(area, '')).rejects.toBeInstanceOf(RangeError);
        await expect(presence.count('')).rejects.toBeInstanceOf(RangeError);
        await expect(presence.counts([area, ''])).rejects.toBeInstanceOf(RangeError);
        expect(await presence.count(area)).toBe(0);
      });
    });

    describe('listing members', () => {
      it('lists aliases only, never member keys or connection ids', async () => {
        const area = uniqueArea();
        const tab = joining(area, 'asha', { memberKey: 'user-42@example.org', alias: 'Quiet Heron' });
        await presence.join(tab);
        const listed = await presence.list(area);
        expect(listed).toEqual([{ alias: 'Quiet Heron' }]);
        expect(Object.keys(listed[0]!)).toEqual(['alias']);
        expect(JSON.stringify(listed)).not.toMatch(/user-42|conn-/);
      });

      it('orders by alias in code point order', async () => {
        const area = uniqueArea();
        // UTF-16 order would put the astral emoji before the fullwidth letter; code points do not.
        const names = ['\u{1F600} Grin', '\uFF21 Wide', 'alpha', '\u00C9mile', 'Zeta', 'Beta', 'Beta Two'];
        for (const alias of names) await presence.join(joining(area, alias, { alias }));
        expect(await aliases(presence, area)).toEqual([
          'Beta',
          'Beta Two',
          'Zeta',
          'alpha',
          '\u00C9mile',
          '\uFF21 Wide',
          '\u{1F600} Grin',
        ]);
      });

      it('holds at most limit members, first ones by alias, and checks the limit', async () => {
        const area = uniqueArea();
        const n = DEFAULT_ONLINE_LIST_LIMIT + 5;
        await Promise.all(
          Array.from({ length: n }, (_, i) => {
            const alias = `Member ${String(i).padStart(4, '0')}`;
            return presence.join(joining(area, alias, { alias }));
          }),
        );
        expect(await presence.count(area)).toBe(n);
        expect(await aliases(presence, area, 3)).toEqual(['Member 0000', 'Member 0001', 'Member 0002']);
        expect(await presence.list(area)).toHaveLength(DEFAULT_ONLINE_LIST_LIMIT);
        expect(await presence.list(area, { limit: MAX_ONLINE_LIST_LIMIT })).toHaveLength(n);
        for (const limit of [0, -1, 2.5, MAX_ONLINE_LIST_LIMIT + 1, Number.NaN]) {
          await expect(presence.list(area, { limit })).rejects.toBeInstanceOf(RangeError);
        }
      });
    });

    describeLeaseContract(makePresence, clock);
  });
}
