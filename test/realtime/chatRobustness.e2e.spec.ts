import { CHAT_RESUME_MAX_EVENTS } from '@mohalla/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpResident, type TestAccount } from '../support/accounts.js';
import { connectChat, joinedChat, lobbyOf } from '../support/chatClient.js';
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
    // A channel of long messages, so that resuming it from its start answers about 1 MB.
    const sender = await joinedChat(node, lobby.channelId, resident.token);
    let head = -1;
    for (let batch = 0; batch < 900; batch += 50) {
      for (let i = batch; i < batch + 50; i++) {
        sender.send({ type: 'send_message', channelId: lobby.channelId, content: `${i} ${'x'.repeat(990)}` });
      }
      for (let i = 0; i < 50; i++) head = Math.max(head, (await sender.next('ack')).revision ?? head);
    }
    await sender.close();

    // A neighbour in the lobby sees the reader arrive and, once the server closes it, leave.
    const watcher = await connectChat(node, { token: (await signUpResident(node, 'Farhan')).token });
    watcher.send({ type: 'join_channel', channelId: lobby.channelId });
    const { count: without } = await watcher.next('online_count');

    const reader = await connectChat(node, { token: resident.token });
    const tcp = (reader.socket as unknown as { _socket: { pause(): void; resume(): void } })._socket;
    tcp.pause();
    // As many joins as a socket may make at once (10 in 10 s): about 10 MB of answers, far past the
    // socket's 1 MB allowance plus what the kernel buffers, in too few frames to meet any other limit.
    const joins = 10;
    const from = Math.max(-1, head - CHAT_RESUME_MAX_EVENTS);
    for (let i = 0; i < joins; i++) {
      reader.send({ type: 'join_channel', channelId: lobby.channelId, lastRevision: from });
    }
    await watcher.next('online_count', (m) => m.count === without + 1);
    // Once closed, the reader leaves the lobby, after the joins the server had taken in from it (a
    // socket's frames are handled in order, its leaving last): the neighbour's count is that later event.
    await watcher.next('online_count', (m) => m.count === without, 30_000).finally(() => tcp.resume());
    const state = await closedWithin(reader.closed, 10_000);
    const answered = reader.received.filter((m) => m.type === 'joined_channel').length;
    // Cut off at its backpressure limit (1006: no close frame fits in a full buffer), and before
    // every answer reached it: what a reader this slow misses, it misses with its socket closed (and
    // resumes on reconnecting), never in silence on an open socket.
    expect(state).toBe(1006);
    expect(answered).toBeLessThan(joins);
    await watcher.close();
    await stillServing();
  });
});

describe('resuming', () => {
  it('replays no text of a message deleted since, even from the very start (lastRevision -1)', async () => {
    const author = await joinedChat(node, lobby.channelId, resident.token);
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
