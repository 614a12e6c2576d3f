import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpModerator, signUpResident, type TestAccount } from '../support/accounts.js';
import { request, requestAs } from '../support/http.js';
import { type RunningNode, startSingleNode } from '../support/singleNode.js';
import { uploadFile } from '../support/uploads.js';

let node: RunningNode;
let author: TestAccount;
let other: TestAccount;
let moderator: TestAccount;
let areaId: string;
let othersFileUrl: string;
let ownFileUrl: string;

const as = requestAs(() => node);
const postBody = (extra: object = {}) => ({
  type: 'tip',
  title: 'Cheap vegetables on Tuesday',
  content: 'The Tuesday market behind the temple has the cheapest vegetables.',
  ...extra,
});
const publish = async (who: TestAccount, extra: object = {}) =>
  as(who, 'POST', `/api/areas/${areaId}/posts`, postBody(extra));
const logPosition = async () => (await request(node.url, 'GET', '/healthz')).body.logPosition as number;

async function uploadAs(who: TestAccount): Promise<string> {
  const uploaded = await uploadFile<{ fileUrl: string }>(node.url, who.auth);
  expect(uploaded.status).toBe(201);
  return uploaded.body.fileUrl;
}

beforeAll(async () => {
  node = await startSingleNode();
  [author, other, moderator] = await Promise.all([
    signUpResident(node, 'Neha'),
    signUpResident(node, 'Arjun'),
    signUpModerator(node),
  ]);
  const areas = (await request(node.url, 'GET', '/api/areas?minPosition=1')).body;
  areaId = areas.find((a: { name: string }) => a.name === 'Koramangala')._id;
  [othersFileUrl, ownFileUrl] = await Promise.all([uploadAs(other), uploadAs(author)]);
});
afterAll(async () => {
  await node?.stop();
});

describe('attachments name only the author’s own stored uploads (issue 14, point 11)', () => {
  const missing = () => `/api/files/${randomUUID()}.png`;

  it.each([
    ['another person’s upload', () => othersFileUrl, 'is not your upload'],
    ['a file that does not exist', missing, 'is no file stored here'],
  ])('a post attaching %s: 400 naming mediaUrls.<i>, nothing published', async (_, url, message) => {
    const before = await logPosition();
    const res = await publish(author, { mediaUrls: [ownFileUrl, url()] });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('REQUEST.INVALID');
    expect(res.body.errors).toEqual([{ field: 'mediaUrls.1', message: expect.stringContaining(message) }]);
    expect(await logPosition()).toBe(before);
  });

  it.each([
    ['another person’s upload', () => othersFileUrl],
    ['a file that does not exist', missing],
  ])('a reply attaching %s: 400 naming mediaUrls.0', async (_, url) => {
    const postId = (await publish(other)).body._id;
    const res = await as(author, 'POST', `/api/posts/${postId}/comments`, {
      content: 'Photo:',
      mediaUrls: [url()],
    });
    expect(res.status).toBe(400);
    expect(res.body.errors.map((e: { field: string }) => e.field)).toEqual(['mediaUrls.0']);
  });

  it('a post and a reply attaching the author’s own uploads are published', async () => {
    const post = await publish(author, { mediaUrls: [ownFileUrl], imageUrl: ownFileUrl });
    expect(post.status).toBe(201);
    const reply = await as(other, 'POST', `/api/posts/${post.body._id}/comments`, {
      content: 'Same stall as mine',
      mediaUrls: [othersFileUrl],
    });
    expect(reply.status).toBe(201);
  });
});

describe('a hidden post takes no replies, upvotes or reports: 404, as it reads (issue 14, point 11)', () => {
  let postId: string;
  let replyId: string;

  beforeAll(async () => {
    postId = (await publish(author)).body._id;
    replyId = (await as(other, 'POST', `/api/posts/${postId}/comments`, { content: 'Thanks!' })).body._id;
    const hidden = await as(moderator, 'POST', `/api/moderation/posts/${postId}/hide`, { reason: 'Spam' });
    expect(hidden.status).toBe(200);
    const read = await request(node.url, 'GET', `/api/posts/${postId}?minPosition=${hidden.body.position}`);
    expect(read.status).toBe(404);
  });

  it.each([
    ['reply', () => ['POST', `/api/posts/${postId}/comments`, { content: 'Still here?' }] as const],
    ['upvote', () => ['POST', `/api/posts/${postId}/upvote`, undefined] as const],
    ['report', () => ['POST', `/api/posts/${postId}/report`, { reason: 'Spam' }] as const],
    ['report a reply of', () => ['POST', `/api/posts/${postId}/report`, { replyId }] as const],
  ])('may not %s it: 404 POST.NOT_FOUND, nothing written', async (_, call) => {
    const before = await logPosition();
    const [method, path, body] = call();
    const res = await as(other, method, path, body);
    expect([res.status, res.body.code]).toEqual([404, 'POST.NOT_FOUND']);
    expect(await logPosition()).toBe(before);
  });

  it('a hidden reply may not be reported; once restored the post takes replies again', async () => {
    const visible = (await publish(author)).body._id;
    const reply = (await as(other, 'POST', `/api/posts/${visible}/comments`, { content: 'Hello' })).body._id;
    await as(moderator, 'POST', `/api/moderation/posts/${visible}/hide`, { reason: 'Rude', replyId: reply });
    const hiddenReply = await as(author, 'POST', `/api/posts/${visible}/report`, { replyId: reply });
    expect([hiddenReply.status, hiddenReply.body.code]).toEqual([404, 'POST.NOT_FOUND']);

    const restored = await as(moderator, 'POST', `/api/moderation/posts/${postId}/restore`, {
      reason: 'Appeal',
    });
    expect(restored.status).toBe(200);
    const again = await as(other, 'POST', `/api/posts/${postId}/comments`, { content: 'Welcome back' });
    expect(again.status).toBe(201);
  });
});
