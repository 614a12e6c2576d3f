import { describe, expect, it } from 'vitest';
import { fakeClock } from '../testing/fakeClock.js';
import { createInProcessPresence } from './inProcessPresence.js';
import { describePresenceContract } from './presence.contract.js';
import { aliases, joining, uniqueArea } from './presenceContract.fixtures.js';

// One clock for every adapter the suite makes, so `elapse` moves them all at once.
const clock = fakeClock();
describePresenceContract(
  'in-process',
  async ({ leaseMs }) => createInProcessPresence({ now: clock.now, leaseMs }),
  {
    leaseMs: 30_000,
    elapse: async (ms) => clock.advance(ms),
  },
);

describe('in-process presence', () => {
  it('holds a lease until the instant it ends, and not at that instant', async () => {
    const { now, advance } = fakeClock();
    const presence = createInProcessPresence({ now, leaseMs: 1000 });
    const area = uniqueArea();
    await presence.join(joining(area, 'asha'));
    advance(999);
    expect(await presence.count(area)).toBe(1);
    advance(1);
    expect(await presence.count(area)).toBe(0);
  });

  it('ends each lease by its own last renewal, whatever order the leases were taken and renewed in', async () => {
    const { now, advance } = fakeClock();
    const presence = createInProcessPresence({ now, leaseMs: 1000 });
    const area = uniqueArea();
    const [asha, bilal, chitra] = [joining(area, 'asha'), joining(area, 'bilal'), joining(area, 'chitra')];
    for (const entry of [asha, bilal, chitra]) await presence.join(entry);
    advance(600);
    expect(await presence.heartbeat(area, asha.connectionId)).toBe(true);
    await presence.join(chitra); // a join again renews too
    advance(400); // bilal's lease ends; asha's and chitra's were renewed
    expect(await aliases(presence, area)).toEqual(['Alias asha', 'Alias chitra']);
    expect(await presence.heartbeat(area, bilal.connectionId)).toBe(false);
    advance(599);
    expect(await presence.count(area)).toBe(2);
    advance(1);
    expect(await presence.count(area)).toBe(0);
  });

  it('defaults to a 30 s lease on a clock that never goes back', async () => {
    const presence = createInProcessPresence();
    expect(presence.leaseMs).toBe(30_000);
    const area = uniqueArea();
    await presence.join(joining(area, 'asha'));
    expect(await presence.count(area)).toBe(1);
  });

  it('rejects a lease that is not a positive integer', () => {
    for (const leaseMs of [0, -5, 1.5, Number.NaN]) {
      expect(() => createInProcessPresence({ leaseMs })).toThrow(RangeError);
    }
  });
});
