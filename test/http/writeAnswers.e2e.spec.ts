import { apiOperations } from '@mohalla/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantRole, type TestAccount } from '../support/accounts.js';
import { answerChecks, operationKey } from '../support/answerChecks.js';
import { acknowledged, type ChatClient, joinedChat, lobbyOf } from '../support/chatClient.js';
import { request } from '../support/http.js';
import { type RunningNode, startSingleNode } from '../support/singleNode.js';
import { ONE_PIXEL_PNG, uploadFile } from '../support/uploads.js';

/**
 * Every answer of a realistic flow (sign up, run places, post, reply, vote,
 * report, upload, chat, moderate, rebuild, sign out) against the contract
 * schema its operation has in the OpenAPI catalogue, with no member the
 * schema leaves unnamed; then every write and chat operation must have been
 * checked, so a new write answer cannot go unchecked.
 */
const checks = answerChecks();
let node: RunningNode;
let author: TestAccount;
let neighbour: TestAccount;
let admin: TestAccount;
let moderator: TestAccount;
let chat: ChatClient;
let neighbourChat: ChatClient;
let lobby: { areaId: string; channelId: string };

/** One call, its success answer checked against its schema (a mismatch fails the test). */
async function call(who: TestAccount | null, method: string, path: string, body?: object) {
  const res = await request(node.url, method, path, {
    headers: who?.auth ?? {},
    ...(body ? { body } : {}),
  });
  checks.check(method, path, res);
  return res;
}

async function signUp(firstName: string): Promise<TestAccount> {
  const email = `${firstName.toLowerCase()}.${Date.now().toString(36)}@example.in`;
  const password = `pw-${firstName}-answers-1`;
  const res = await call(null, 'POST', '/api/auth/signup', {
    firstName,
    lastName: 'Tester',
    email,
    mobile: '+91 98765 43210',
    password,
  });
  expect(res.status).toBe(201);
  const auth = { Authorization: `Bearer ${res.body.token}` };
  return { email, password, userId: res.body.user.id, token: res.body.token, auth };
}

const joinLobby = (who: TestAccount) => joinedChat(node, lobby.channelId, who.token);

const logPosition = async () => (await request(node.url, 'GET', '/healthz')).body.logPosition as number;

/** The open report `who` filed about `match` (their own reports list), once read models have it. */
async function reportIdOf(who: TestAccount, match: (report: Record<string, unknown>) => boolean) {
  const mine = await call(who, 'GET', `/api/reports/mine?minPosition=${await logPosition()}`);
  const report = (mine.body as Array<Record<string, unknown>>).find(match);
  if (!report) throw new Error(`no such report in ${JSON.stringify(mine.body)}`);
  return report.reportId as string;
}

beforeAll(async () => {
  node = await startSingleNode({ env: { CHAT_SEND_LIMIT: '1000' } });
  author = await signUp('Asha');
  neighbour = await signUp('Ravi');
  admin = await signUp('Admin');
  moderator = await signUp('Meera');
  await grantRole(node, 'admin', admin.email);
  await grantRole(node, 'moderator', moderator.email);
  lobby = await lobbyOf(node, 'Jayanagar');
  [chat, neighbourChat] = await Promise.all([joinLobby(author), joinLobby(neighbour)]);
});
afterAll(async () => {
  await Promise.all([chat?.close(), neighbourChat?.close()]);
  await node?.stop();
});

describe('every write answer of a realistic flow matches its contract schema', () => {
  it('signs in, reads the account, its alias and the providers, edits the profile and exports its data', async () => {
    expect(
      (await call(null, 'POST', '/api/auth/login', { email: author.email, password: author.password }))
        .status,
    ).toBe(200);
    expect((await call(author, 'GET', '/api/auth/user')).status).toBe(200);
    expect((await call(author, 'GET', `/api/auth/aliases/${lobby.areaId}`)).status).toBe(200);
    expect((await call(null, 'GET', '/api/auth/providers')).status).toBe(200);
    expect((await call(author, 'GET', '/api/auth/session')).status).toBe(200);
    expect((await call(null, 'GET', '/api/auth/session')).body).toEqual({ user: null });
    expect((await call(author, 'PUT', '/api/user/profile', { bio: 'Gardener in Jayanagar' })).status).toBe(
      200,
    );
    expect((await call(author, 'GET', '/api/user/export')).status).toBe(200);
  });

  it('creates, edits and deletes cities and areas, and auto-creates a resident’s area', async () => {
    const city = await call(admin, 'POST', '/api/cities', { name: 'Answerpur', state: 'Karnataka' });
    expect(city.status).toBe(201);
    expect(
      (await call(admin, 'PUT', `/api/cities/${city.body._id}`, { name: 'Answerpur Nagar' })).status,
    ).toBe(200);
    const area = await call(admin, 'POST', `/api/cities/${city.body._id}/areas`, {
      name: 'Schema Layout',
      latitude: 12.9,
      longitude: 77.6,
    });
    expect(area.status).toBe(201);
    expect(
      (await call(admin, 'PUT', `/api/areas/${area.body._id}`, { name: 'Schema Layout East' })).status,
    ).toBe(200);
    const auto = await call(author, 'POST', '/api/areas/auto-create', {
      cityName: 'Answerpur Nagar',
      areaName: 'Contract Colony',
    });
    expect(auto.status).toBe(201);
    expect((await call(admin, 'DELETE', `/api/areas/${area.body._id}`)).status).toBe(200);
    expect((await call(admin, 'DELETE', `/api/cities/${city.body._id}`)).status).toBe(200);
  });

  it('uploads, asks the status and deletes a file', async () => {
    expect((await call(null, 'GET', '/api/upload/status')).status).toBe(200);
    const res = await uploadFile(node.url, author.auth, {
      bytes: ONE_PIXEL_PNG,
      name: 'upload',
      type: 'image/png',
    });
    checks.check('POST', '/api/upload/file', res);
    expect(res.status).toBe(201);
    const deleted = await call(author, 'DELETE', '/api/upload/file', { fileUrl: res.body.fileUrl });
    expect(deleted.status).toBe(200);
  });

  it('publishes, replies, upvotes, reports, and a moderator hides, restores, decides reports and audits', async () => {
    const post = await call(author, 'POST', `/api/areas/${lobby.areaId}/posts`, {
      type: 'ask',
      title: 'Who fixes old radios?',
      content: 'My grandfather’s radio needs a new valve. Any shop nearby?',
    });
    expect(post.status).toBe(201);
    const postId = post.body._id as string;
    const reply = await call(neighbour, 'POST', `/api/posts/${postId}/comments`, {
      content: 'Try the shop by the bus stand.',
    });
    expect(reply.status).toBe(201);
    expect((await call(neighbour, 'POST', `/api/posts/${postId}/upvote`)).status).toBe(200);
    expect(
      (await call(neighbour, 'POST', `/api/posts/${postId}/report`, { reason: 'Off topic' })).status,
    ).toBe(201);
    const replyReport = { replyId: reply.body._id, reason: 'Advert' };
    expect((await call(author, 'POST', `/api/posts/${postId}/report`, replyReport)).status).toBe(201);
    const postReportId = await reportIdOf(neighbour, (r) => r.postId === postId && r.kind === 'post');
    const replyReportId = await reportIdOf(author, (r) => r.replyId === reply.body._id);

    const moderation = `/api/moderation/posts/${postId}`;
    expect((await call(moderator, 'POST', `${moderation}/hide`, { reason: 'Checking it' })).status).toBe(200);
    expect((await call(moderator, 'POST', `${moderation}/restore`, { reason: 'It is fine' })).status).toBe(
      200,
    );
    const dismiss = await call(moderator, 'POST', `${moderation}/reports/${postReportId}/dismiss`, {
      reason: 'On topic',
    });
    expect(dismiss.status).toBe(200);
    const uphold = await call(moderator, 'POST', `${moderation}/reports/${replyReportId}/uphold`, {
      reason: 'Advert',
    });
    expect(uphold.status).toBe(200);
    expect((await call(moderator, 'GET', `/api/moderation/audit/post/${postId}`)).status).toBe(200);
  });

  it('edits and deletes a chat message over HTTP, and a moderator hides, restores, decides and audits', async () => {
    const sent = await acknowledged(chat, {
      type: 'send_message',
      channelId: lobby.channelId,
      content: 'Mangoes at the gate',
    });
    const messageId = sent.messageId as string;
    const history = await call(null, 'GET', `/api/channels/${lobby.channelId}/messages?limit=10`);
    expect(history.status).toBe(200);
    expect(
      (await call(author, 'PUT', `/api/messages/${messageId}`, { content: 'Ripe mangoes at the gate' }))
        .status,
    ).toBe(200);
    await acknowledged(neighbourChat, { type: 'report_message', messageId, reason: 'Selling' });
    const reportId = await reportIdOf(neighbour, (r) => r.messageId === messageId);

    const moderation = `/api/moderation/messages/${messageId}`;
    expect((await call(moderator, 'POST', `${moderation}/hide`, { reason: 'Selling' })).status).toBe(200);
    expect((await call(moderator, 'POST', `${moderation}/restore`, { reason: 'Fruit is fine' })).status).toBe(
      200,
    );
    expect(
      (await call(moderator, 'POST', `${moderation}/reports/${reportId}/dismiss`, { reason: 'Fine' })).status,
    ).toBe(200);
    const second = await acknowledged(chat, {
      type: 'send_message',
      channelId: lobby.channelId,
      content: 'Buy my scheme',
    });
    await acknowledged(neighbourChat, {
      type: 'report_message',
      messageId: second.messageId,
      reason: 'Scam',
    });
    const secondReport = await reportIdOf(neighbour, (r) => r.messageId === second.messageId);
    const upheld = `/api/moderation/messages/${second.messageId}/reports/${secondReport}/uphold`;
    expect((await call(moderator, 'POST', upheld, { reason: 'Scam' })).status).toBe(200);
    expect((await call(moderator, 'GET', `/api/moderation/audit/message/${messageId}`)).status).toBe(200);
    expect((await call(author, 'DELETE', `/api/messages/${messageId}`)).status).toBe(200);
  });

  it('warns, suspends and reinstates a person, rebuilds read models, and signs out', async () => {
    const people = `/api/moderation/users/${neighbour.userId}`;
    expect((await call(moderator, 'POST', `${people}/warn`, { reason: 'Be kind' })).status).toBe(200);
    expect((await call(moderator, 'POST', `${people}/suspend`, { reason: 'Cooling off' })).status).toBe(200);
    expect((await call(moderator, 'POST', `${people}/reinstate`, { reason: 'Served' })).status).toBe(200);
    const rebuild = await call(admin, 'POST', '/api/admin/rebuild', { projections: ['posts'] });
    expect(rebuild.status).toBe(202);
    expect((await call(admin, 'GET', `/api/admin/rebuild/${rebuild.body.id}`)).status).toBe(200);
    expect((await call(author, 'POST', '/api/auth/logout')).status).toBe(200);
  });

  it('erases an account', async () => {
    const leaving = await signUp('Kiran');
    expect((await call(leaving, 'DELETE', '/api/user', { password: leaving.password })).status).toBe(200);
  });

  it('has checked the answer of every write and chat operation of the catalogue', () => {
    // Token sign-in with Google needs a provider; test/http/oidc.e2e.spec.ts answers it.
    const elsewhere = new Set(['POST /api/auth/google-signup']);
    const expected = apiOperations
      .filter((op) => (op.service === 'write' || op.service === 'realtime') && op.success.schema)
      .map(operationKey)
      .filter((key) => !elsewhere.has(key));
    expect(expected.length).toBeGreaterThan(30);
    expect(expected.filter((key) => !checks.checked.has(key))).toEqual([]);
  });
});
