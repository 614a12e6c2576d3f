import { randomUUID } from 'node:crypto';
import { serverFromEnv } from '@mohalla/infra/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpResident, type TestAccount } from '../support/accounts.js';
import { joinedChat } from '../support/chatClient.js';
import { request } from '../support/http.js';
import { type RunningNode, startScaled } from '../support/singleNode.js';

const mongo = serverFromEnv('mongo', 'MONGO_URL');
const redis = serverFromEnv('redis', 'REDIS_URL');

/**
 * Two realtime nodes behind the scaled edition's gateway, each following the
 * one log: every message reaches every socket, whichever node it is on and
 * whichever node the sender is on. Sockets are opened on each node directly
 * (their URLs are in the edition's output) and through the gateway.
 */
describe.skipIf(!mongo.url)('two realtime nodes on one log (scaled edition)', () => {
  let node: RunningNode;
  let nodeUrls: string[];
  let lobby: { areaId: string; channelId: string };
  let people: TestAccount[];

  beforeAll(async () => {
    node = await startScaled({ env: { REALTIME_INSTANCES: '2', CHAT_SEND_LIMIT: '1000' } });
    nodeUrls = [...node.output().matchAll(/\[realtime-\d\] realtime is running at (http:\/\/\S+)/g)].map(
      (m) => m[1]!,
    );
    people = await Promise.all(['Gita', 'Hari', 'Ishaan', 'Jaya'].map((name) => signUpResident(node, name)));
    // An area of its own, so no other run's sockets count in its presence.
    const created = await request(node.url, 'POST', '/api/areas/auto-create', {
      body: { cityName: `Test City ${randomUUID().slice(0, 8)}`, areaName: 'Lake View' },
      headers: people[0]!.auth,
    });
    const areaId = created.body.area._id as string;
    const channels = await request(
      node.url,
      'GET',
      `/api/areas/${areaId}/channels?minPosition=${created.body.position}`,
    );
    lobby = { areaId, channelId: channels.body[0]._id };
  });
  afterAll(async () => {
    await node?.stop();
  });

  const joinOn = (url: string, account: TestAccount) =>
    joinedChat({ ...node, url }, lobby.channelId, account.token);

  it('runs two nodes, and each delivers every message to its own sockets', async () => {
    expect(nodeUrls).toHaveLength(2);
    const [a, b] = nodeUrls as [string, string];
    const sockets = await Promise.all([
      joinOn(a, people[0]!),
      joinOn(b, people[1]!),
      joinOn(a, people[2]!),
      joinOn(b, people[3]!),
      joinOn(node.url, people[2]!),
      joinOn(node.url, people[3]!),
    ]);
    const [senderOnA, senderOnB] = [sockets[0], sockets[1]];
    const sent: string[] = [];
    for (let i = 0; i < 10; i++) {
      const [sender, where] = i % 2 === 0 ? [senderOnA, 'a'] : [senderOnB, 'b'];
      sender.send({
        type: 'send_message',
        channelId: lobby.channelId,
        content: `from ${where} #${i}`,
        requestId: `r${i}`,
      });
      sent.push((await sender.next('ack', (ack) => ack.requestId === `r${i}`)).messageId);
    }
    for (const socket of sockets) {
      for (const id of sent) await socket.next('new_message', (m) => m.message.id === id);
      const order = socket.received.flatMap((m) => (m.type === 'new_message' ? [m.message.id] : []));
      expect(order).toEqual(sent);
    }

    // An edit through the gateway's HTTP call reaches both nodes' sockets too.
    const put = await request(node.url, 'PUT', `/api/messages/${sent[1]}`, {
      body: { content: 'edited over HTTP' },
      headers: people[1]!.auth,
    });
    expect(put.status).toBe(200);
    for (const socket of sockets) {
      expect(await socket.next('message_edited', (m) => m.messageId === sent[1])).toMatchObject({
        content: 'edited over HTTP',
      });
    }
    await Promise.all(sockets.map((s) => s.close()));
  });

  it.skipIf(!redis.url)('counts who is online across both nodes (presence in Redis)', async () => {
    const [a, b] = nodeUrls as [string, string];
    const onA = await joinOn(a, people[0]!);
    const onB = await joinOn(b, people[1]!);
    expect(await onA.next('online_count', (m) => m.count === 2)).toBeTruthy();
    expect(await onB.next('online_count', (m) => m.count === 2)).toBeTruthy();
    const online = await request(node.url, 'GET', `/api/areas/${lobby.areaId}/online-users`);
    expect(online.body.users).toHaveLength(2);
    await onB.close();
    // Node a hears of node b's leave on its next look at Redis (every few seconds).
    expect(await onA.next('online_count', (m) => m.count === 1, 15_000)).toBeTruthy();
    await onA.close();
  });
});
