import { afterAll, describe, expect, it } from 'vitest';
import { elapseReal } from '../testing/redisTestKeys.js';
import { redisTestSuite } from '../testing/redisTestSuite.js';
import { describePresenceContract } from './presence.contract.js';
import { joining, uniqueArea } from './presenceContract.fixtures.js';
import { createRedisPresence } from './redisPresence.js';

// Real waits: long enough that a busy machine's scheduling noise stays well inside the slack.
const LEASE_MS = 400;
const elapse = elapseReal;
// One key prefix per run, deleted afterwards, so runs can share a server.
const { url, reason, keyPrefix, admin, cleanup } = redisTestSuite('presence_contract');

describe.skipIf(!url)(`Redis Presence (${reason})`, () => {
  afterAll(cleanup);

  const make = async ({ leaseMs }: { leaseMs: number }) =>
    createRedisPresence({ url: url!, keyPrefix, leaseMs });
  describePresenceContract('Redis', make, { leaseMs: LEASE_MS, elapse });

  describe('several nodes', () => {
    it('agree on who is online, and a crashed node leaves no ghost past its lease', async () => {
      const [node1, node2] = [await make({ leaseMs: LEASE_MS }), await make({ leaseMs: LEASE_MS })];
      const area = uniqueArea();
      const onNode1 = joining(area, 'asha');
      const onNode2 = joining(area, 'asha');
      await node1.join(onNode1);
      await node2.join(onNode2);
      await node2.join(joining(area, 'bilal'));
      expect(await node1.count(area)).toBe(2);
      expect(await node2.list(area)).toEqual([{ alias: 'Alias asha' }, { alias: 'Alias bilal' }]);
      await node1.close(); // crashes: never leaves, never renews
      await elapse(LEASE_MS * 0.5);
      await node2.leave(area, onNode2.connectionId);
      await node2.join(joining(area, 'chen'));
      expect(await node2.count(area)).toBe(3); // asha still held through node1's lease
      await elapse(LEASE_MS * 0.6);
      expect(await node2.list(area)).toEqual([{ alias: 'Alias chen' }]);
      await node2.close();
    });
  });

  describe('storage', () => {
    it('keeps an area no longer than its newest lease, and drops it when the last one leaves', async () => {
      const presence = await make({ leaseMs: LEASE_MS });
      const area = uniqueArea();
      const tab = joining(area, 'asha');
      await presence.join(tab);
      const keys = await admin!.keys(`${keyPrefix}{${area}}:*`);
      expect(keys).toHaveLength(5);
      for (const key of keys) {
        const ttl = await admin!.pttl(key);
        expect(ttl).toBeGreaterThan(0);
        expect(ttl).toBeLessThanOrEqual(LEASE_MS + 1000);
      }
      await presence.leave(area, tab.connectionId);
      expect(await admin!.keys(`${keyPrefix}{${area}}:*`)).toEqual([]);
      await presence.close();
      await presence.close();
    });
  });
});
