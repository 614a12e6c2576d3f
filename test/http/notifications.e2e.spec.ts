import { join } from 'node:path';
import { notificationStream } from '@mohalla/contracts';
import { createSqliteEventStore } from '@mohalla/infra';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpResident, type TestAccount } from '../support/accounts.js';
import { editions } from '../support/editions.js';
import { request } from '../support/http.js';
import type { RunningNode } from '../support/singleNode.js';

/**
 * Alert posts notify their area: the reactor and its job run inside each
 * edition (in-process queue on the single node; BullMQ in the scaled one when
 * REDIS_URL is set), and their `AreaNotified` lands in the node's own log.
 */
for (const edition of editions()) {
  describe(`alert notifications (${edition.name})`, () => {
    let node: RunningNode;
    let author: TestAccount;
    let areaId: string;
    const api = (method: string, path: string, body?: object) =>
      request(node.url, method, path, { ...(body ? { body } : {}), headers: author.auth });
    const notificationsOf = async (area: string) => {
      // The edition's log is a SQLite file in its data folder (no EVENTSTORE_URL here).
      const log = createSqliteEventStore({ path: join(node.dataDir, 'events.sqlite') });
      try {
        return await log.readStream(notificationStream(area));
      } finally {
        await log.close();
      }
    };

    beforeAll(async () => {
      node = await edition.start({ env: { EVENTSTORE_URL: '' } });
      author = await signUpResident(node, 'Meera');
      const areas = (await api('GET', '/api/areas?minPosition=1')).body;
      areaId = areas.find((a: { name: string }) => a.name === 'Koramangala')._id;
    });
    afterAll(async () => {
      await node?.stop();
    });

    it('notifies the area of an Alert post once, and of other posts not at all', async () => {
      const tip = await api('POST', `/api/areas/${areaId}/posts`, {
        type: 'tip',
        title: 'Fresh filter coffee at the corner shop',
        content: 'They open at six every morning, worth the walk.',
      });
      expect(tip.status).toBe(201);
      const alert = await api('POST', `/api/areas/${areaId}/posts`, {
        type: 'alert',
        title: 'Water supply cut on 5th Block today',
        content: 'BWSSB says the supply is off until six in the evening, store water.',
      });
      expect(alert.status).toBe(201);
      await expect.poll(() => notificationsOf(areaId), { timeout: 20_000 }).toHaveLength(1);
      const [notified] = await notificationsOf(areaId);
      expect(notified).toMatchObject({
        type: 'AreaNotified',
        data: { areaId, postId: alert.body._id, title: 'Water supply cut on 5th Block today', kind: 'alert' },
      });
      // Jobs may finish out of order: give one for the tip, were there one, time to land.
      await new Promise((resolve) => setTimeout(resolve, 1000));
      expect(await notificationsOf(areaId)).toHaveLength(1);
    });
  });
}
