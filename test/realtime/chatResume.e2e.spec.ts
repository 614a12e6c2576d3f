import type { ChannelPush } from '@mohalla/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpResident, type TestAccount } from '../support/accounts.js';
import { type ChatClient, connectChat, lobbyOf } from '../support/chatClient.js';
import { request } from '../support/http.js';
import { type RunningNode, startSingleNode } from '../support/singleNode.js';

let node: RunningNode;
beforeAll(async () => {
  node = await startSingleNode({ env: { CHAT_SEND_LIMIT: '1000', CHAT_CHANGE_LIMIT: '1000' } });
});
afterAll(async () => {
  await node?.stop();
});

const joinAs = async (account: TestAccount | null | undefined, channelId: string, lastRevision?: number) => {
  const chat = await connectChat(node, account ? { token: account.token } : {});
  chat.send({ type: 'join_channel', channelId, ...(lastRevision === undefined ? {} : { lastRevision }) });
  return { chat, joined: await chat.next('joined_channel') };
};
const PUSHES = new Set(['new_message', 'message_edited', 'message_deleted', 'message_helpful']);
const pushesOf = (chat: ChatClient) => chat.received.filter((m): m is ChannelPush => PUSHES.has(m.type));

describe('resume after a dropped connection', () => {
  it('gets exactly what it missed while others kept sending: no gap, no duplicate, in order', async () => {
    const { channelId } = await lobbyOf(node, 'Powai');
    const [reader, ...senders] = await Promise.all(
      ['Chitra', 'Anil', 'Bela', 'Dev', 'Esha'].map((name) => signUpResident(node, name)),
    );
    const senderChats = await Promise.all(
      senders.map(async (sender) => (await joinAs(sender, channelId)).chat),
    );

    // Four neighbours keep sending, marking helpful and editing, side by side, for the whole test.
    const appended: number[] = [];
    let sending = true;
    const traffic = senderChats.map(async (chat, who) => {
      for (let i = 0; sending; i++) {
        const requestId = `m${who}-${i}`;
        chat.send({ type: 'send_message', channelId, content: `busy ${who}-${i}`, requestId });
        const ack = await chat.next('ack', (a) => a.requestId === requestId);
        appended.push(ack.revision!);
        const later = { messageId: ack.messageId, requestId: `x${who}-${i}` };
        if (i % 3 === 0) chat.send({ type: 'mark_helpful', ...later });
        else if (i % 5 === 0) chat.send({ type: 'edit_message', content: `busy ${who}-${i}!`, ...later });
        else continue;
        appended.push((await chat.next('ack', (a) => a.requestId === later.requestId)).revision!);
      }
    });
    const until = async (check: () => boolean) => {
      while (!check()) await new Promise((resolve) => setTimeout(resolve, 10));
    };
    await until(() => appended.length >= 10);

    // The reader joins mid-stream, then drops and comes back, again and again, while traffic goes on.
    let { chat, joined } = await joinAs(reader, channelId);
    const start = joined.revision;
    const seen: number[] = [];
    for (let drop = 0; drop < 6; drop++) {
      await until(() => pushesOf(chat).length >= 5);
      chat.socket.terminate();
      await chat.closed;
      const got = pushesOf(chat).map((p) => p.revision);
      seen.push(...got);
      const last = Math.max(joined.revision, ...got);
      const countBefore = appended.length;
      await until(() => appended.length >= countBefore + 4); // others keep going while it is away
      ({ chat, joined } = await joinAs(reader, channelId, last));
      expect(joined.resumed).toBe(true);
      expect(joined.messages).toBeUndefined();
    }
    await until(() => pushesOf(chat).length >= 5);
    sending = false;
    await Promise.all(traffic);
    const final = Math.max(...appended);
    await until(() => pushesOf(chat).some((p) => p.revision === final));
    seen.push(...pushesOf(chat).map((p) => p.revision));

    const expected = appended.filter((r) => r > start).sort((a, b) => a - b);
    expect(seen).toEqual(expected);
    await Promise.all([chat, ...senderChats].map((c) => c.close()));
  });

  it('gets a fresh page instead when its revision is not one the channel reached', async () => {
    const { channelId } = await lobbyOf(node, 'Juhu');
    const { chat, joined } = await joinAs(null, channelId, 5_000);
    expect(joined).toMatchObject({ resumed: false, revision: -1, messages: [] });
    await chat.close();
  });
});

describe('presence', () => {
  it('counts people, not tabs, pushes changes to the area, and lists aliases only', async () => {
    const { areaId, channelId } = await lobbyOf(node, 'Bandra West');
    const [ila, jay] = await Promise.all([signUpResident(node, 'Ila'), signUpResident(node, 'Jay')]);
    const { chat: guest } = await joinAs(null, channelId);
    expect(await guest.next('online_count')).toMatchObject({ areaId, count: 0 });

    const { chat: ilaTab1, joined: ilaJoined } = await joinAs(ila, channelId);
    expect(await guest.next('online_count')).toMatchObject({ count: 1 });
    const { chat: ilaTab2 } = await joinAs(ila, channelId);
    const { chat: jayTab, joined: jayJoined } = await joinAs(jay, channelId);
    expect(await guest.next('online_count')).toMatchObject({ count: 2 });
    expect(await jayTab.next('online_count', (m) => m.count === 2)).toBeTruthy();

    const online = await request(node.url, 'GET', `/api/areas/${areaId}/online-users`);
    const aliases = [ilaJoined.alias, jayJoined.alias].sort();
    expect(online.body.users.map((u: { name: string }) => u.name).sort()).toEqual(aliases);
    expect(online.body.users.map((u: { id: string }) => u.id).sort()).toEqual(aliases);
    const everything = JSON.stringify(online.body);
    for (const secret of [ila.userId, jay.userId, ila.email, 'Ila']) expect(everything).not.toContain(secret);
    expect((await request(node.url, 'GET', `/api/areas/${areaId}/stats`)).body.online).toBe(2);

    await ilaTab1.close();
    await ilaTab2.close();
    expect(await jayTab.next('online_count', (m) => m.count === 1)).toBeTruthy();
    expect((await request(node.url, 'GET', `/api/areas/${areaId}/online-users`)).body.users).toEqual([
      { id: jayJoined.alias, name: jayJoined.alias, status: 'online' },
    ]);
    await Promise.all([guest.close(), jayTab.close()]);
  });
});
