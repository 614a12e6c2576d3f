import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpResident, type TestAccount } from '../support/accounts.js';
import { connectChat, lobbyOf } from '../support/chatClient.js';
import { request } from '../support/http.js';
import { type RunningNode, startSingleNode } from '../support/singleNode.js';

let node: RunningNode;
let resident: TestAccount;
let lobby: { areaId: string; channelId: string };

beforeAll(async () => {
  node = await startSingleNode({ env: { CHAT_SEND_LIMIT: '1000' } });
  resident = await signUpResident(node, 'Kavya');
  lobby = await lobbyOf(node, 'Indiranagar');
});
afterAll(async () => {
  await node?.stop();
});

const stillServing = async () => {
  const health = await request(node.url, 'GET', '/healthz');
  expect(health.status).toBe(200);
};

describe("the realtime node's HTTP calls", () => {
  it('answers a path id that is no valid percent-escape with a 400 naming it, and keeps serving', async () => {
    const history = await request(node.url, 'GET', '/api/channels/%E0%A4%A/messages');
    expect(history.status).toBe(400);
    expect(history.body).toMatchObject({ errors: [{ field: 'channelId' }] });
    const edit = await request(node.url, 'PUT', '/api/messages/%ZZ', {
      headers: resident.auth,
      body: { content: 'hello' },
    });
    expect(edit.status).toBe(400);
    expect(edit.body).toMatchObject({ errors: [{ field: 'messageId' }] });
    await stillServing();
    const lobbyHistory = await request(node.url, 'GET', `/api/channels/${lobby.channelId}/messages`);
    expect(lobbyHistory.status).toBe(200);
  });
});

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** The socket's close code, or 'open' if it is still open after `ms`. */
const closedWithin = (closed: Promise<number>, ms: number) =>
  Promise.race([closed, pause(ms).then(() => 'open' as const)]);

describe('a socket that asks too much', () => {
  it('is closed rather than silently skipped when it never reads what it is sent', async () => {
    // A channel of long messages, so each join's answer is large (30 of them, about 40 KB).
    const sender = await connectChat(node, { token: resident.token });
    sender.send({ type: 'join_channel', channelId: lobby.channelId });
    await sender.next('joined_channel');
    for (let i = 0; i < 30; i++) {
      sender.send({ type: 'send_message', channelId: lobby.channelId, content: `${i} ${'x'.repeat(990)}` });
      await sender.next('ack');
    }
    await sender.close();

    const reader = await connectChat(node, { token: resident.token });
    const tcp = (reader.socket as unknown as { _socket: { pause(): void; resume(): void } })._socket;
    tcp.pause();
    // About 24 MB of answers, far past the socket's 1 MB allowance plus what the kernel buffers.
    const joins = 600;
    for (let sent = 0; sent < joins; sent += 20) {
      for (let i = 0; i < 20; i++) reader.send({ type: 'join_channel', channelId: lobby.channelId });
      await pause(30);
    }
    // Long enough for a busy machine to have answered every join into the unread socket.
    await pause(5_000);
    tcp.resume();
    const state = await closedWithin(reader.closed, 10_000);
    const answered = reader.received.filter((m) => m.type === 'joined_channel').length;
    // Either everything arrived, or the socket was closed (and its client resumes): never a silent gap.
    expect(state === 'open' ? answered : joins).toBe(joins);
    expect(state).not.toBe('open');
    await stillServing();
  });
});

describe('resuming', () => {
  it('replays no text of a message deleted since, even from the very start (lastRevision -1)', async () => {
    const author = await connectChat(node, { token: resident.token });
    author.send({ type: 'join_channel', channelId: lobby.channelId });
    await author.next('joined_channel');
    author.send({ type: 'send_message', channelId: lobby.channelId, content: 'first draft of a regret' });
    const { messageId } = await author.next('ack');
    author.send({ type: 'edit_message', messageId, content: 'second draft of a regret' });
    await author.next('ack', (ack) => ack.action === 'edit_message');
    author.send({ type: 'delete_message', messageId });
    await author.next('ack', (ack) => ack.action === 'delete_message');
    author.send({ type: 'send_message', channelId: lobby.channelId, content: 'a message that stays' });
    await author.next('ack', (ack) => ack.action === 'send_message' && ack.messageId !== messageId);
    await author.close();

    const guest = await connectChat(node);
    guest.send({ type: 'join_channel', channelId: lobby.channelId, lastRevision: -1 });
    const joined = await guest.next('joined_channel');
    expect(joined.resumed).toBe(true);
    await guest.next('new_message', (m) => m.message.content === 'a message that stays');
    const seen = JSON.stringify(guest.received);
    expect(seen).not.toContain('draft of a regret');
    await guest.close();
  });
});
