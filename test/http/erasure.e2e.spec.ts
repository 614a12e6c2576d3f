import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { userStream } from '@mohalla/contracts';
import { createSqliteEventStore } from '@mohalla/infra';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUpResident, type TestAccount } from '../support/accounts.js';
import { acknowledged, connectChat, joinedChat } from '../support/chatClient.js';
import { request, requestAs } from '../support/http.js';
import { twoNeighbours } from '../support/neighbours.js';
import { keyStateOf, logFileBytes } from '../support/personalDataFiles.js';
import { differencesFromCleanRebuild } from '../support/rebuildOracle.js';
import { type RunningNode, startSingleNode } from '../support/singleNode.js';

/**
 * `DELETE /api/user` on the real single node (issue 16 point 2): a person
 * who posted (with a file), replied, chatted and reported erases themselves;
 * everything they wrote reads as removed, their neighbour's writing stays,
 * and a clean rebuild of the log gives the same read models.
 */
let node: RunningNode;
let asha: TestAccount;
let ravi: TestAccount;
let moderator: TestAccount;
let lobby: { areaId: string; channelId: string };
const as = requestAs(() => node);
const mine = { postId: '', replyId: '', fileUrl: '', messageId: '', alias: '' };
const theirs = { postId: '', replyId: '', messageId: '' };
let erasedAt = 0;

const headPosition = async () => (await request(node.url, 'GET', '/healthz')).body.logPosition as number;
const erase = (who: TestAccount, body: object, headers: Record<string, string> = {}) =>
  request(node.url, 'DELETE', '/api/user', { headers: { ...who.auth, ...headers }, body });
const personErasedCount = async (userId: string) => {
  const log = createSqliteEventStore({ path: join(node.dataDir, 'events.sqlite') });
  try {
    return (await log.readStream(userStream(userId))).filter((e) => e.type === 'PersonErased').length;
  } finally {
    await log.close();
  }
};

beforeAll(async () => {
  node = await startSingleNode({ env: { CHAT_SEND_LIMIT: '1000' } });
  const neighbours = await twoNeighbours(node, {
    myPost: {
      title: 'Who mends gramophones?',
      content: 'My grandfather’s zanzibarite gramophone hums. Any repair shop nearby?',
    },
    theirPost: { title: 'Mangoes at the corner stall', content: 'Fresh alphonso every morning.' },
    myReply: 'Quixotic price?',
    theirReply: 'Try the shop by the bus stand.',
  });
  ({ asha, ravi, moderator, lobby } = neighbours);
  Object.assign(mine, neighbours.mine);
  Object.assign(theirs, neighbours.theirs);
  const report = await as(asha, 'POST', `/api/posts/${theirs.postId}/report`, { reason: 'Selling' });
  expect(report.status).toBe(201);

  const [ashaChat, raviChat] = await Promise.all([
    joinedChat(node, lobby.channelId, asha.token),
    joinedChat(node, lobby.channelId, ravi.token),
  ]);
  const send = async (chat: typeof ashaChat, content: string) =>
    (await acknowledged(chat, { type: 'send_message', channelId: lobby.channelId, content }))
      .messageId as string;
  mine.messageId = await send(ashaChat, 'Water cut at seven near the xylophone shop');
  theirs.messageId = await send(raviChat, 'Thanks for telling');
  await Promise.all([ashaChat.close(), raviChat.close()]);
  // A guest joining now leaves the node holding the channel's newest page, her words in it.
  const guest = await joinedChat(node, lobby.channelId);
  await guest.close();
});
afterAll(async () => {
  await node?.stop();
});

describe('DELETE /api/user', () => {
  it('with a wrong password answers 401 and changes nothing', async () => {
    const before = await headPosition();
    const res = await erase(asha, { password: 'not-her-password' });
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('AUTH.INVALID_CREDENTIALS');
    expect(await headPosition()).toBe(before);
    expect((await as(asha, 'GET', '/api/auth/user')).status).toBe(200);
    const post = await as(null, 'GET', `/api/posts/${mine.postId}?minPosition=${before}`);
    expect(post.body.title).toBe('Who mends gramophones?');
  });

  it('with her password erases her, and her session ends at once', async () => {
    const res = await erase(asha, { password: asha.password });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ erased: true, position: expect.any(Number) });
    erasedAt = res.body.position;
    expect((await as(asha, 'GET', '/api/auth/user')).status).toBe(401);
    expect(await personErasedCount(asha.userId)).toBe(1);
  });

  it('a retry with her (ended) session is 401, and appends nothing', async () => {
    const retry = await erase(asha, { password: asha.password }, { 'Idempotency-Key': 'erase-again' });
    expect(retry.status).toBe(401);
    expect(await personErasedCount(asha.userId)).toBe(1);
  });

  it('signing in answers exactly as for an unknown email', async () => {
    const login = (email: string, password: string) =>
      request(node.url, 'POST', '/api/auth/login', { body: { email, password } });
    const hers = await login(asha.email, asha.password);
    const nobody = await login('nobody-at-all@example.in', asha.password);
    expect(hers.status).toBe(401);
    expect(hers.body).toEqual(nobody.body);
  });

  it('her post reads removed by a former member, without its file; the neighbour reply under it stays', async () => {
    const post = await as(null, 'GET', `/api/posts/${mine.postId}?minPosition=${erasedAt}`);
    expect(post.body).toMatchObject({
      title: '[removed]',
      content: '[removed]',
      authorAlias: 'Former member',
      mediaUrls: [],
    });
    const under = await as(null, 'GET', `/api/posts/${mine.postId}/comments?minPosition=${erasedAt}`);
    expect(JSON.stringify(under.body)).toContain('Try the shop by the bus stand.');
    const replies = await as(null, 'GET', `/api/posts/${theirs.postId}/comments?minPosition=${erasedAt}`);
    const reply = (replies.body as Array<{ _id: string }>).find((r) => r._id === mine.replyId);
    expect(reply).toMatchObject({ content: '[removed]', authorAlias: 'Former member' });
    expect(JSON.stringify(replies.body)).not.toContain('Quixotic');
  });

  it('chat history keeps her message in place, reading [removed]; the neighbour message stays', async () => {
    const history = await as(null, 'GET', `/api/channels/${lobby.channelId}/messages`);
    expect(history.status).toBe(200);
    const messages = history.body as Array<{ id: string; content: string; alias: string }>;
    expect(messages.find((m) => m.id === mine.messageId)).toMatchObject({
      content: '[removed]',
      alias: 'Former member',
    });
    expect(messages.find((m) => m.id === theirs.messageId)?.content).toBe('Thanks for telling');
    expect(JSON.stringify(messages)).not.toContain('xylophone');
  });

  it('a socket joining the channel at once gets her message as [removed], not the page the node held', async () => {
    const guest = await connectChat(node, {});
    guest.send({ type: 'join_channel', channelId: lobby.channelId });
    const joined = await guest.next('joined_channel');
    await guest.close();
    expect(joined.messages?.find((m) => m.id === mine.messageId)).toMatchObject({ content: '[removed]' });
    expect(JSON.stringify(joined.messages)).not.toContain('xylophone');
  });

  it('search no longer finds her words', async () => {
    const found = await as(null, 'GET', `/api/search?q=zanzibarite&minPosition=${erasedAt}`);
    expect(found.status).toBe(200);
    expect(JSON.stringify(found.body)).not.toContain(mine.postId);
    const theirsFound = await as(null, 'GET', `/api/search?q=alphonso&minPosition=${erasedAt}`);
    expect(JSON.stringify(theirsFound.body)).toContain(theirs.postId);
  });

  it('her upload is no longer served, and is gone from storage', async () => {
    const file = await fetch(new URL(mine.fileUrl, node.url));
    expect(file.status).toBe(404);
    const key = mine.fileUrl.split('/').at(-1)!.split('.')[0]!;
    const stored = readdirSync(join(node.dataDir, 'uploads'), { recursive: true }).map(String);
    expect(stored.filter((path) => path.includes(key))).toEqual([]);
  });

  it('her report stays in the queue, naming no reporter; the audit names her an erased person', async () => {
    const queue = await as(moderator, 'GET', `/api/moderation/reports?minPosition=${erasedAt}`);
    expect(queue.status).toBe(200);
    const item = (queue.body as Array<Record<string, unknown>>).find((r) => r.postId === theirs.postId);
    expect(item).toMatchObject({ reason: 'Selling', status: 'open' });
    expect(JSON.stringify(queue.body)).not.toContain(asha.userId);
    const audit = await as(moderator, 'GET', `/api/moderation/audit/post/${theirs.postId}`);
    expect(audit.status).toBe(200);
    const text = JSON.stringify(audit.body);
    expect(text).toContain('erased person');
    expect(text).not.toContain('Ashalatha');
    expect(text).not.toContain(asha.email);
    expect(text).not.toContain(mine.alias);
    expect(text).not.toContain('Quixotic');
  });

  it('her data key is destroyed and the log, never rewritten, holds none of her data in plaintext', async () => {
    expect(await keyStateOf(node.dataDir, asha.userId)).toBe('destroyed');
    expect(await keyStateOf(node.dataDir, ravi.userId)).toBe('live');
    const bytes = logFileBytes(node.dataDir);
    for (const text of [asha.email, 'Ashalatha', 'gramophone', 'Quixotic', 'xylophone']) {
      expect(bytes).not.toContain(text);
    }
  });

  it('two concurrent erasures of one person append exactly one PersonErased', async () => {
    const charu = await signUpResident(node, 'Charulata');
    const answers = await Promise.all([
      erase(charu, { password: charu.password }),
      erase(charu, { password: charu.password }),
    ]);
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses[0]).toBe(200);
    expect([401, 404]).toContain(statuses[1]);
    expect(await personErasedCount(charu.userId)).toBe(1);
  });

  it('a clean rebuild of the log gives the same read models as the live ones', async () => {
    expect(await differencesFromCleanRebuild(node.dataDir)).toEqual([]);
  });
});

describe('an account without the password', () => {
  it('a password account sending none gets 401 and stays', async () => {
    const devi = await signUpResident(node, 'Devika');
    const res = await erase(devi, {});
    expect(res.status).toBe(401);
    expect((await request(node.url, 'GET', '/api/auth/user', { headers: bearer(devi.token) })).status).toBe(
      200,
    );
  });
});
