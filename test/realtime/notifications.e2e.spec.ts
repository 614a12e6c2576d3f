import { type ServerMessage, ServerMessageSchema } from '@mohalla/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { signUpResident, type TestAccount } from '../support/accounts.js';
import { editions } from '../support/editions.js';
import { request } from '../support/http.js';
import type { RunningNode } from '../support/singleNode.js';

/** A resident's socket sitting in an area's lobby, keeping every message the server sends. */
async function joinLobby(node: RunningNode, who: TestAccount, areaId: string) {
  const channels = (await request(node.url, 'GET', `/api/areas/${areaId}/channels`)).body;
  const channelId = channels.find((c: { type: string }) => c.type === 'lobby')._id;
  const socket = new WebSocket(`${node.url.replace(/^http/, 'ws')}/ws`, { headers: who.auth });
  const received: ServerMessage[] = [];
  socket.on('message', (frame) => received.push(ServerMessageSchema.parse(JSON.parse(String(frame)))));
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  socket.send(JSON.stringify({ type: 'join_channel', channelId }));
  await expect.poll(() => received.some((m) => m.type === 'joined_channel')).toBe(true);
  return { socket, received, notifications: () => received.filter((m) => m.type === 'notification') };
}

/** Publishes an alert as `who`; answers its post id. */
async function postAlert(node: RunningNode, who: TestAccount, areaId: string, title: string) {
  const res = await request(node.url, 'POST', `/api/areas/${areaId}/posts`, {
    headers: who.auth,
    body: { type: 'alert', title, content: `${title}: posted by a neighbour for the notification test.` },
  });
  expect(res.status).toBe(201);
  return res.body._id as string;
}

const notifiedPostId = (message: ServerMessage) =>
  message.type === 'notification' ? message.notification.postId : null;

/**
 * Several realtime nodes in the scaled edition: each follows the log and
 * pushes to its own sockets, whichever node a resident landed on.
 */
for (const edition of editions()) {
  describe(`alert notifications over the socket (${edition.name})`, () => {
    let node: RunningNode;
    let author: TestAccount;
    let areas: Record<string, string>;

    beforeAll(async () => {
      node = await edition.start();
      author = await signUpResident(node, 'Meera');
      const all: { _id: string; name: string }[] = (
        await request(node.url, 'GET', '/api/areas?minPosition=1')
      ).body;
      areas = Object.fromEntries(all.map((a) => [a.name, a._id]));
    });
    afterAll(async () => {
      await node?.stop();
    });

    it("reach the residents online in the alert's area once, not its author, nobody in another area, and only for alerts", async () => {
      const [here, elsewhere] = await Promise.all([
        signUpResident(node, 'Ravi'),
        signUpResident(node, 'Sana'),
      ]);
      const inArea = await joinLobby(node, here, areas.Koramangala!);
      const inOtherArea = await joinLobby(node, elsewhere, areas.Indiranagar!);
      const authorOnline = await joinLobby(node, author, areas.Koramangala!);
      try {
        const tip = await request(node.url, 'POST', `/api/areas/${areas.Koramangala}/posts`, {
          headers: author.auth,
          body: {
            type: 'tip',
            title: 'Fresh filter coffee at the corner shop',
            content: 'They open at six every morning, worth the walk.',
          },
        });
        expect(tip.status).toBe(201);
        const alert = await request(node.url, 'POST', `/api/areas/${areas.Koramangala}/posts`, {
          headers: author.auth,
          body: {
            type: 'alert',
            title: 'Power cut on 80 Feet Road',
            content: 'BESCOM maintenance until four this afternoon, plan accordingly.',
          },
        });
        expect(alert.status).toBe(201);
        await expect.poll(() => inArea.notifications().length, { timeout: 20_000 }).toBe(1);
        expect(inArea.notifications()[0]).toEqual({
          type: 'notification',
          notification: {
            notificationId: expect.any(String),
            areaId: areas.Koramangala,
            postId: alert.body._id,
            title: 'Power cut on 80 Feet Road',
            kind: 'alert',
          },
        });
        // Later alerts, each pushed after anything the earlier posts could have caused on the same
        // sockets (a node pushes in log order): one in this area by someone else, one in the other.
        const later = await postAlert(node, elsewhere, areas.Koramangala!, 'Water tanker at the park gate');
        const laterElsewhere = await postAlert(
          node,
          author,
          areas.Indiranagar!,
          'Road dug up near the metro',
        );
        const postIds = (socket: typeof inArea) => socket.notifications().map(notifiedPostId);
        for (const [socket, last] of [
          [inArea, later],
          [authorOnline, later],
          [inOtherArea, laterElsewhere],
        ] as const) {
          await expect.poll(() => postIds(socket).includes(last), { timeout: 20_000 }).toBe(true);
        }
        expect(postIds(inArea)).toEqual([alert.body._id, later]);
        expect(postIds(inOtherArea)).toEqual([laterElsewhere]);
        // No toast about one's own alert; the socket is in the area all the same (online counts reach it).
        expect(postIds(authorOnline)).toEqual([later]);
        expect(authorOnline.received.some((m) => m.type === 'online_count')).toBe(true);
        expect(JSON.stringify(inArea.notifications())).not.toContain(author.userId);
      } finally {
        authorOnline.socket.close();
        inArea.socket.close();
        inOtherArea.socket.close();
      }
    });
  });
}
