import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpModerator, signUpResident, type TestAccount } from '../support/accounts.js';
import { type ChatClient, joinedChat, lobbyOf } from '../support/chatClient.js';
import { requestAs } from '../support/http.js';
import { type RunningNode, startSingleNode } from '../support/singleNode.js';
import { uploadFile } from '../support/uploads.js';

const UNTIL = '2099-03-01T10:00:00.000Z';
const REASON = 'Posted phone numbers of neighbours';

let node: RunningNode;
let suspended: TestAccount;
let neighbour: TestAccount;
let lobby: { areaId: string; channelId: string };
let chat: ChatClient;
/** Made before the suspension: the suspended person's own post, upload and chat message, a neighbour's message. */
let ownPostId: string;
let neighbourPostId: string;
let ownFileUrl: string;
let ownMessageId: string;
let neighbourMessageId: string;

const as = requestAs(() => node);

const uploadAs = (who: TestAccount) => uploadFile<{ fileUrl: string; code?: string }>(node.url, who.auth);

beforeAll(async () => {
  node = await startSingleNode();
  let moderator: TestAccount;
  [suspended, neighbour, moderator] = await Promise.all([
    signUpResident(node, 'Bunty'),
    signUpResident(node, 'Lakshmi'),
    signUpModerator(node),
  ]);
  lobby = await lobbyOf(node, 'Indiranagar');
  const post = (who: TestAccount) =>
    as(who, 'POST', `/api/areas/${lobby.areaId}/posts`, {
      type: 'ask',
      title: 'Water tanker timings',
      content: 'When does the water tanker come on Sundays near the park?',
    });
  ownPostId = (await post(suspended)).body._id;
  neighbourPostId = (await post(neighbour)).body._id;
  ownFileUrl = (await uploadAs(suspended)).body.fileUrl;

  chat = await joinedChat(node, lobby.channelId, suspended.token);
  const neighbourChat = await joinedChat(node, lobby.channelId, neighbour.token);
  neighbourChat.send({
    type: 'send_message',
    channelId: lobby.channelId,
    content: 'Power cut till 6',
    requestId: 'n',
  });
  neighbourMessageId = (await neighbourChat.next('ack')).messageId;
  await neighbourChat.close();
  const own = await chat.command({
    type: 'send_message',
    channelId: lobby.channelId,
    content: 'Anyone has a ladder?',
  });
  if (own.type !== 'ack') throw new Error(`could not send: ${own.message}`);
  ownMessageId = own.messageId;

  const suspension = await as(moderator, 'POST', `/api/moderation/users/${suspended.userId}/suspend`, {
    reason: REASON,
    until: UNTIL,
  });
  expect(suspension.status).toBe(200);
});
afterAll(async () => {
  await chat?.close();
  await node?.stop();
});

/** Says it is a suspension, when it ends and why. */
function expectSuspensionText(text: string) {
  expect(text).toContain('suspended');
  expect(text).toContain('2099-03-01');
  expect(text).toContain(REASON);
}

describe('a suspended resident (issue 14, point 7)', () => {
  // biome-ignore lint/suspicious/noExplicitAny: the body's shape is what is under test
  const httpWrites: Array<[string, () => Promise<{ status: number; body: any }>]> = [
    [
      'publish a post',
      () =>
        as(suspended, 'POST', `/api/areas/${lobby.areaId}/posts`, {
          title: 'Phones for sale cheap',
          content: 'Brand new phones, call me for the price today.',
        }),
    ],
    ['reply', () => as(suspended, 'POST', `/api/posts/${neighbourPostId}/comments`, { content: 'Call me' })],
    ['upvote', () => as(suspended, 'POST', `/api/posts/${neighbourPostId}/upvote`)],
    ['report', () => as(suspended, 'POST', `/api/posts/${neighbourPostId}/report`, { reason: 'Revenge' })],
    ['update the profile', () => as(suspended, 'PUT', '/api/user/profile', { bio: 'Call 98xxxxxx' })],
    ['upload a file', () => uploadAs(suspended)],
    ['delete an upload', () => as(suspended, 'DELETE', '/api/upload/file', { fileUrl: ownFileUrl })],
    [
      'auto-create a place',
      () => as(suspended, 'POST', '/api/areas/auto-create', { cityName: 'Bengaluru', areaName: 'Kodihalli' }),
    ],
    [
      'edit a chat message (HTTP)',
      () => as(suspended, 'PUT', `/api/messages/${ownMessageId}`, { content: 'x' }),
    ],
    ['delete a chat message (HTTP)', () => as(suspended, 'DELETE', `/api/messages/${ownMessageId}`)],
  ];

  it.each(httpWrites)('may not %s: 403 USER.SUSPENDED with the end and the reason', async (_, write) => {
    const res = await write();
    expect([res.status, res.body.code]).toEqual([403, 'USER.SUSPENDED']);
    expectSuspensionText(res.body.detail);
  });

  const socketWrites: Array<[string, () => Record<string, unknown>]> = [
    ['send', () => ({ type: 'send_message', channelId: lobby.channelId, content: 'Still here' })],
    ['edit', () => ({ type: 'edit_message', messageId: ownMessageId, content: 'Edited' })],
    ['delete', () => ({ type: 'delete_message', messageId: ownMessageId })],
    ['mark helpful', () => ({ type: 'mark_helpful', messageId: neighbourMessageId })],
    ['report', () => ({ type: 'report_message', messageId: neighbourMessageId, reason: 'Revenge' })],
  ];

  it.each(socketWrites)(
    'may not %s in the chat: forbidden, with the end and the reason',
    async (_, message) => {
      const answer = await chat.command(message());
      expect(answer.type).toBe('error');
      if (answer.type !== 'error') return;
      expect(answer.code).toBe('forbidden');
      expectSuspensionText(answer.message);
    },
  );

  it('hears the same words from an HTTP write and a chat send (issue 15: one rule, one place)', async () => {
    const overHttp = await as(suspended, 'POST', `/api/posts/${neighbourPostId}/comments`, { content: 'Hi' });
    const inChat = await chat.command({ type: 'send_message', channelId: lobby.channelId, content: 'Hi' });
    expect(inChat.type).toBe('error');
    if (inChat.type !== 'error') return;
    expect(inChat.message).toBe(overHttp.body.detail);
    expectSuspensionText(inChat.message);
  });

  it('changed nothing by trying, and may still read and sign out', async () => {
    const post = await as(suspended, 'GET', `/api/posts/${neighbourPostId}`);
    expect(post.status).toBe(200);
    expect(post.body.upvotes ?? 0).toBe(0);
    expect((await as(suspended, 'GET', `/api/posts/${neighbourPostId}/comments`)).body).toEqual([]);
    expect((await as(suspended, 'GET', `/api/posts/${ownPostId}`)).status).toBe(200);
    expect((await fetch(`${node.url}${ownFileUrl}`)).status).toBe(200);
    const history = await as(suspended, 'GET', `/api/channels/${lobby.channelId}/messages`);
    expect(history.status).toBe(200);
    const mine = history.body.find((m: { _id?: string; id?: string }) => (m._id ?? m.id) === ownMessageId);
    expect(mine?.content).toBe('Anyone has a ladder?');
    const me = await as(suspended, 'GET', '/api/auth/user');
    expect(me.status).toBe(200);
    expect(me.body.bio ?? '').not.toContain('98xxxxxx');
    expect((await as(suspended, 'POST', '/api/auth/logout')).status).toBe(200);
    expect((await as(suspended, 'GET', '/api/auth/user')).status).toBe(401);
  });
});
