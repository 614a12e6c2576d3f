import { type DataExport, DataExportSchema } from '@mohalla/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, type TestAccount } from '../support/accounts.js';
import { acknowledged, type ChatClient, joinedChat } from '../support/chatClient.js';
import { request, requestAs } from '../support/http.js';
import { twoNeighbours } from '../support/neighbours.js';
import { type RunningNode, startSingleNode } from '../support/singleNode.js';

/**
 * `GET /api/user/export` on the real single node (issue 16 point 1): one
 * person's whole footprint, with the earlier versions of what they edited,
 * and nothing that names anyone else.
 */
let node: RunningNode;
let asha: TestAccount;
let ravi: TestAccount;
let moderator: TestAccount;
let lobby: { areaId: string; channelId: string };
let ashaChat: ChatClient;
let raviChat: ChatClient;
const as = requestAs(() => node);

/** What the first person did, by id, to find in her export. */
const mine = {
  postId: '',
  replyId: '',
  fileUrl: '',
  editedMessageId: '',
  deletedMessageId: '',
  reportId: '',
  loginSessionToken: '',
};
/** The second person's, that her export may point at by id only (or not at all). */
const theirs = { postId: '', replyId: '', messageId: '', alias: '' };

const exportOf = async (who: TestAccount) => {
  const res = await as(who, 'GET', '/api/user/export');
  expect(res.status).toBe(200);
  return res;
};

beforeAll(async () => {
  node = await startSingleNode({ env: { CHAT_SEND_LIMIT: '1000' } });
  const neighbours = await twoNeighbours(node, {
    myPost: {
      title: 'Who mends old radios?',
      content: 'My grandfather’s valve radio hums. Any repair shop nearby?',
    },
    theirPost: {
      title: 'Ravindranath sells mangoes',
      content: 'Fresh alphonso at the corner stall every morning.',
    },
    myReply: 'How much a dozen?',
    theirReply: 'Try the shop by the bus stand.',
  });
  ({ asha, ravi, moderator, lobby } = neighbours);
  Object.assign(mine, neighbours.mine);
  Object.assign(theirs, neighbours.theirs);
  expect((await as(asha, 'POST', `/api/posts/${theirs.postId}/upvote`)).status).toBe(200);
  expect((await as(ravi, 'POST', `/api/posts/${mine.postId}/upvote`)).status).toBe(200);

  expect((await as(asha, 'POST', `/api/posts/${theirs.postId}/report`, { reason: 'Selling' })).status).toBe(
    201,
  );
  expect((await as(ravi, 'POST', `/api/posts/${mine.postId}/report`, { reason: 'Off topic' })).status).toBe(
    201,
  );
  const position = (await request(node.url, 'GET', '/healthz')).body.logPosition as number;
  const filed = await as(asha, 'GET', `/api/reports/mine?minPosition=${position}`);
  mine.reportId = (filed.body as Array<{ reportId: string; postId: string }>).find(
    (r) => r.postId === theirs.postId,
  )!.reportId;
  const moderation = (postId: string) => `/api/moderation/posts/${postId}`;
  expect(
    (
      await as(moderator, 'POST', `${moderation(theirs.postId)}/reports/${mine.reportId}/dismiss`, {
        reason: 'Fine',
      })
    ).status,
  ).toBe(200);
  expect(
    (await as(moderator, 'POST', `${moderation(mine.postId)}/hide`, { reason: 'Not for this board' })).status,
  ).toBe(200);
  expect(
    (await as(moderator, 'POST', `/api/moderation/users/${asha.userId}/warn`, { reason: 'Be kind' })).status,
  ).toBe(200);

  [ashaChat, raviChat] = await Promise.all([
    joinedChat(node, lobby.channelId, asha.token),
    joinedChat(node, lobby.channelId, ravi.token),
  ]);
  const send = (chat: ChatClient, content: string) =>
    acknowledged(chat, { type: 'send_message', channelId: lobby.channelId, content });
  mine.editedMessageId = (await send(ashaChat, 'Water cut at six')).messageId as string;
  await acknowledged(ashaChat, {
    type: 'edit_message',
    messageId: mine.editedMessageId,
    content: 'Water cut at seven, not six',
  });
  mine.deletedMessageId = (await send(ashaChat, 'Wrong group, sorry')).messageId as string;
  await acknowledged(ashaChat, { type: 'delete_message', messageId: mine.deletedMessageId });
  theirs.messageId = (await send(raviChat, 'Thanks for the warning')).messageId as string;
  await acknowledged(ashaChat, { type: 'mark_helpful', messageId: theirs.messageId });
  await acknowledged(raviChat, { type: 'mark_helpful', messageId: mine.editedMessageId });

  // A second session, ended: the export lists both, and neither's secret.
  const login = await request(node.url, 'POST', '/api/auth/login', {
    body: { email: asha.email, password: asha.password },
  });
  expect(login.status).toBe(200);
  mine.loginSessionToken = login.body.token;
  expect(
    (await request(node.url, 'POST', '/api/auth/logout', { headers: bearer(login.body.token) })).status,
  ).toBe(200);
});
afterAll(async () => {
  await Promise.all([ashaChat?.close(), raviChat?.close()]);
  await node?.stop();
});

describe('GET /api/user/export', () => {
  let body: DataExport;
  let text: string;
  let headers: Headers;
  beforeAll(async () => {
    const res = await exportOf(asha);
    headers = res.headers;
    text = JSON.stringify(res.body);
    body = DataExportSchema.parse(res.body);
  });

  it('is a JSON download that no cache keeps', () => {
    const today = new Date().toISOString().slice(0, 10);
    expect(headers.get('content-disposition')).toBe(`attachment; filename="mohalla-export-${today}.json"`);
    expect(headers.get('cache-control')).toBe('no-store');
    expect(headers.get('content-type')).toMatch(/^application\/json/);
  });

  it('holds the account, how she signs in and her alias in the area', () => {
    expect(body.account).toMatchObject({ userId: asha.userId, email: asha.email, firstName: 'Ashalatha' });
    expect(body.account.mobile).toContain('98765');
    expect(body.signIn).toEqual({ password: true, providers: [] });
    const post = body.posts.find((p) => p.postId === mine.postId);
    expect(body.areaAliases).toEqual([expect.objectContaining({ areaId: lobby.areaId, alias: post?.alias })]);
  });

  it('holds her post (hidden, with its file), her reply and her messages with their earlier versions', () => {
    expect(body.posts).toEqual([
      expect.objectContaining({
        postId: mine.postId,
        title: 'Who mends old radios?',
        hidden: true,
        media: [mine.fileUrl],
        versions: [expect.objectContaining({ version: 1, title: 'Who mends old radios?' })],
      }),
    ]);
    expect(body.replies).toEqual([
      expect.objectContaining({ postId: theirs.postId, replyId: mine.replyId, text: 'How much a dozen?' }),
    ]);
    const edited = body.chatMessages.find((m) => m.messageId === mine.editedMessageId);
    expect(edited).toMatchObject({ text: 'Water cut at seven, not six', deleted: false, hidden: false });
    expect(edited?.versions.map((v) => [v.version, v.text])).toEqual([
      [1, 'Water cut at six'],
      [2, 'Water cut at seven, not six'],
    ]);
    expect(body.chatMessages.find((m) => m.messageId === mine.deletedMessageId)).toMatchObject({
      deleted: true,
      text: 'Wrong group, sorry',
    });
    expect(body.chatMessages).toHaveLength(2);
    expect(body.uploads).toEqual([{ url: mine.fileUrl, attachedTo: { kind: 'post', postId: mine.postId } }]);
  });

  it('holds her upvote, helpful mark and report with its outcome, by id only', () => {
    expect(body.upvotes.map((u) => u.postId)).toEqual([theirs.postId]);
    expect(body.helpfulMarks).toEqual([
      expect.objectContaining({ channelId: lobby.channelId, messageId: theirs.messageId }),
    ]);
    expect(body.reports).toEqual([
      expect.objectContaining({
        reportId: mine.reportId,
        item: { kind: 'post', postId: theirs.postId },
        reason: 'Selling',
        outcome: 'dismissed',
      }),
    ]);
  });

  it('holds the decisions about her with their reasons, without who decided', () => {
    expect(body.moderation.map((d) => [d.decision, d.reason, d.item])).toEqual(
      expect.arrayContaining([
        ['content-hidden', 'Not for this board', { kind: 'post', postId: mine.postId }],
        ['warned', 'Be kind', null],
      ]),
    );
    expect(body.moderation).toHaveLength(2);
  });

  it('lists her sessions, the ended one too, and never a secret', () => {
    expect(body.sessions).toHaveLength(2);
    expect(body.sessions.filter((s) => s.current)).toHaveLength(1);
    expect(body.sessions.find((s) => !s.current)).toMatchObject({ via: 'password', endReason: 'logout' });
    // A token is `<sessionId>.<secret>`: the id may be listed, the secret never.
    for (const token of [asha.token, mine.loginSessionToken]) {
      const [sessionId, secret] = token.split('.');
      expect(body.sessions.map((s) => s.sessionId)).toContain(sessionId);
      expect(secret?.length).toBeGreaterThan(16);
      expect(text).not.toContain(secret);
    }
    expect(text).not.toMatch(/scrypt\$|secretHash|passwordHash/i);
    expect(text).not.toContain(asha.password);
  });

  it('names no one else: not the neighbour, not the moderator', () => {
    for (const other of [ravi, moderator]) {
      expect(text).not.toContain(other.userId);
      expect(text).not.toContain(other.email);
    }
    expect(text).not.toMatch(/Ravindranath|Meenakshi/);
    expect(text).not.toContain(theirs.alias);
    expect(text).not.toContain(theirs.replyId);
    expect(text).not.toContain('alphonso');
  });

  it('is the neighbour’s own for the neighbour', async () => {
    const theirsExport = DataExportSchema.parse((await exportOf(ravi)).body);
    expect(theirsExport.account.userId).toBe(ravi.userId);
    expect(theirsExport.posts.map((p) => p.postId)).toEqual([theirs.postId]);
    expect(theirsExport.reports.map((r) => r.item)).toEqual([{ kind: 'post', postId: mine.postId }]);
    const theirText = JSON.stringify(theirsExport);
    expect(theirText).not.toContain(asha.userId);
    expect(theirText).not.toContain(asha.email);
  });

  it('refuses a guest with 401 in the problem format', async () => {
    const res = await request(node.url, 'GET', '/api/user/export');
    expect(res.status).toBe(401);
    expect(res.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expect(res.body).toMatchObject({ status: 401, code: 'AUTH.REQUIRED' });
    expect(res.headers.get('content-disposition')).toBeNull();
  });
});
