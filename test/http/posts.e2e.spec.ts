import { moderatePost } from '@mohalla/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpResident, type TestAccount } from '../support/accounts.js';
import { requestTo } from '../support/http.js';
import { type RunningNode, startSingleNode } from '../support/singleNode.js';

let node: RunningNode;
let author: TestAccount;
let neighbour: TestAccount;
let areaId: string;
const api = requestTo(() => node);
const logPosition = async () => (await api('GET', '/healthz')).body.logPosition as number;
const post = (body: object, who = author) =>
  api('POST', `/api/areas/${areaId}/posts`, { body, headers: who.auth });
const valid = {
  type: 'ask',
  title: 'Good tailor near the market?',
  content: 'Need a blouse stitched before Diwali, any tips?',
  topicId: 'shopping',
};

beforeAll(async () => {
  node = await startSingleNode();
  [author, neighbour] = await Promise.all([signUpResident(node, 'Kavya'), signUpResident(node, 'Imran')]);
  const areas = (await api('GET', '/api/areas?minPosition=1')).body;
  areaId = areas.find((a: { name: string }) => a.name === 'Indiranagar')._id;
});
afterAll(async () => {
  await node?.stop();
});

describe('publishing', () => {
  it('publishes under the area alias and shows nothing of who wrote it', async () => {
    const res = await post(valid);
    expect(res.status).toBe(201);
    const list = await api('GET', `/api/areas/${areaId}/posts?minPosition=${res.body.position}`);
    const mine = list.body.find((p: { _id: string }) => p._id === res.body._id);
    expect(mine).toMatchObject({
      title: valid.title,
      type: 'ask',
      topicId: 'shopping',
      topicName: 'Shopping',
      upvotes: 0,
      replyCount: 0,
    });
    expect(mine.userName).toBe(res.body.authorAlias);
    expect(mine.authorAlias).toMatch(/^[A-Z][a-z]+ [A-Z][a-z]+ \d{2}$/);
    const everything = JSON.stringify(list.body);
    for (const secret of [author.email, author.userId, 'Kavya']) expect(everything).not.toContain(secret);
  });

  it.each([
    [{ ...valid, title: 'Four' }, 'title', 'Title must be at least 5 characters'],
    [{ ...valid, content: 'Too short' }, 'content', 'Content must be at least 10 characters'],
    [{ ...valid, type: 'discussion' }, 'type', 'must be one of ask, experience, alert, tip'],
    [{ ...valid, topicId: 'cricket' }, 'topicId', 'must be one of the eight topics'],
    [
      { ...valid, mediaUrls: ['https://tracker.example/pixel.gif'] },
      'mediaUrls.0',
      'must be a file uploaded here (/api/files/...)',
    ],
    [
      {
        ...valid,
        mediaUrls: Array.from(
          { length: 6 },
          (_, i) => `/api/files/00000000-0000-4000-8000-00000000000${i}.png`,
        ),
      },
      'mediaUrls',
      'You can only upload up to 5 files.',
    ],
  ])('refuses %j with a 400 naming %s, and appends nothing', async (body, field, message) => {
    const before = await logPosition();
    const res = await post(body);
    expect(res.status).toBe(400);
    expect(res.body.errors).toContainEqual({ field, message });
    expect(await logPosition()).toBe(before);
  });

  it('refuses text the shared rules call critical with 422 and the findings, whatever the client sends', async () => {
    const before = await logPosition();
    const res = await post({
      ...valid,
      title: 'Weekend party supplies',
      content: 'Ganja milega, DM me for rates this weekend',
    });
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('POST.REFUSED_BY_MODERATION');
    expect(res.body.moderation.findings).toContainEqual(
      expect.objectContaining({ type: 'illegal', severity: 'critical' }),
    );
    expect(await logPosition()).toBe(before);
    const reply = await api('POST', `/api/posts/${(await post(valid)).body._id}/comments`, {
      body: { content: 'ganja milega here' },
      headers: neighbour.auth,
    });
    expect(reply.status).toBe(422);
  });

  it('lets through what only needs the guidelines shown (the browser asked first)', async () => {
    const text = {
      title: 'Side income for homemakers',
      content: 'Passive income with guaranteed returns, daily income from your phone',
    };
    expect(moderatePost(text).verdict).toBe('review');
    expect((await post({ ...valid, ...text })).status).toBe(201);
  });

  it('needs a signed-in resident', async () => {
    const res = await api('POST', `/api/areas/${areaId}/posts`, { body: valid });
    expect(res.status).toBe(401);
  });

  it('counts the post in the area page stats', async () => {
    const before = (await api('GET', `/api/areas/${areaId}/stats`)).body;
    const res = await post({ ...valid, topicId: 'safety', title: 'Streetlight out on 12th Main' });
    const after = (await api('GET', `/api/areas/${areaId}/stats?minPosition=${res.body.position}`)).body;
    expect(after.postsTotal).toBe(before.postsTotal + 1);
    expect(after.postsToday).toBe(before.postsToday + 1);
    const safety = (stats: typeof after) =>
      stats.topics.find((t: { topicId: string }) => t.topicId === 'safety')?.count ?? 0;
    expect(safety(after)).toBe(safety(before) + 1);
  });
});

describe('replies, upvotes and reports', () => {
  it('adds a reply under the replier’s own alias and counts it', async () => {
    const published = await post(valid);
    const reply = await api('POST', `/api/posts/${published.body._id}/comments`, {
      body: {
        content: '@Quiet try Lakshmi Tailors',
        anonymous: true,
        userName: 'ignored',
        userEmail: 'ignored@x.in',
      },
      headers: neighbour.auth,
    });
    expect(reply.status).toBe(201);
    expect(reply.body.authorAlias).not.toBe(published.body.authorAlias);
    const comments = await api(
      'GET',
      `/api/posts/${published.body._id}/comments?minPosition=${reply.body.position}`,
    );
    expect(comments.body).toEqual([
      expect.objectContaining({ content: '@Quiet try Lakshmi Tailors', userName: reply.body.authorAlias }),
    ]);
    expect(JSON.stringify(comments.body)).not.toContain('ignored');
    expect((await api('GET', `/api/posts/${published.body._id}`)).body.replyCount).toBe(1);
    const blank = await api('POST', `/api/posts/${published.body._id}/comments`, {
      body: { content: '   ' },
      headers: neighbour.auth,
    });
    expect(blank.status).toBe(400);
  });

  it('keeps a reply when someone else sends one with the same Idempotency-Key', async () => {
    const [first, second] = [await post(valid), await post(valid)];
    const headers = (who: TestAccount) => ({ ...who.auth, 'Idempotency-Key': 'reply-key-everyone-knows' });
    const mine = await api('POST', `/api/posts/${first.body._id}/comments`, {
      body: { content: 'Mine, keep it' },
      headers: headers(author),
    });
    const theirs = await api('POST', `/api/posts/${second.body._id}/comments`, {
      body: { content: 'Theirs' },
      headers: headers(neighbour),
    });
    expect(theirs.status).toBe(201);
    expect(theirs.body._id).not.toBe(mine.body._id);
    const comments = await api(
      'GET',
      `/api/posts/${first.body._id}/comments?minPosition=${theirs.body.position}`,
    );
    expect(comments.body.map((c: { content: string }) => c.content)).toEqual(['Mine, keep it']);
  });

  it('counts one upvote per person, whatever they send', async () => {
    const published = await post(valid);
    const upvote = (who: TestAccount) =>
      api('POST', `/api/posts/${published.body._id}/upvote`, { headers: who.auth });
    expect((await upvote(neighbour)).body.upvotes).toBe(1);
    const before = await logPosition();
    const again = await upvote(neighbour);
    expect(again.status).toBe(200);
    expect(again.body.upvotes).toBe(1);
    expect(await logPosition()).toBe(before);
    const second = await upvote(author);
    expect(second.body.upvotes).toBe(2);
    const read = await api('GET', `/api/posts/${published.body._id}?minPosition=${second.body.position}`);
    expect(read.body.upvotes).toBe(2);
    expect((await api('POST', `/api/posts/${published.body._id}/upvote`)).status).toBe(401);
  });

  it('tells each signed-in reader whether they upvoted a post (list, post, search), and a guest nothing', async () => {
    const published = await post({ ...valid, title: 'Remembered upvote of the tailor' });
    const upvoted = await api('POST', `/api/posts/${published.body._id}/upvote`, { headers: neighbour.auth });
    const min = `minPosition=${upvoted.body.position}`;
    const readAs = async (who: TestAccount | null) => {
      const headers = who ? who.auth : {};
      const list = await api('GET', `/api/areas/${areaId}/posts?${min}`, { headers });
      const one = await api('GET', `/api/posts/${published.body._id}?${min}`, { headers });
      const found = await api('GET', `/api/search?q=remembered+upvote+tailor&${min}`, { headers });
      return [
        list.body.find((p: { _id: string }) => p._id === published.body._id),
        one.body,
        found.body.posts[0],
      ];
    };
    for (const read of await readAs(neighbour)) expect(read).toMatchObject({ upvotes: 1, upvotedByMe: true });
    for (const read of await readAs(author)) expect(read).toMatchObject({ upvotes: 1, upvotedByMe: false });
    for (const read of await readAs(null)) {
      expect(read).toMatchObject({ _id: published.body._id, upvotes: 1 });
      expect(read).not.toHaveProperty('upvotedByMe');
    }
    // Every post of a signed-in reader's page says it, upvoted or not.
    const page = (await api('GET', `/api/areas/${areaId}/posts?${min}`, { headers: author.auth })).body;
    expect(page.length).toBeGreaterThan(1);
    for (const each of page) expect(typeof each.upvotedByMe).toBe('boolean');
  });

  it('files a report once per person, and refuses reports of replies that do not exist', async () => {
    const published = await post(valid);
    const report = (body: object) =>
      api('POST', `/api/posts/${published.body._id}/report`, { body, headers: neighbour.auth });
    expect((await report({ reason: 'Looks like an ad' })).status).toBe(201);
    const before = await logPosition();
    expect((await report({ reason: 'again' })).status).toBe(201);
    expect(await logPosition()).toBe(before);
    expect((await report({ replyId: '66666666-7777-4888-8999-aaaaaaaaaaaa' })).status).toBe(404);
  });
});

describe('the area list', () => {
  it('pages newest first by cursor without overlap, and filters by topic', async () => {
    const { body: fresh } = await api('POST', '/api/areas/auto-create', {
      body: { cityName: 'Bengaluru', areaName: 'Jayanagar 4th Block' },
      headers: author.auth,
    });
    areaId = fresh.area._id;
    let last = 0;
    for (let i = 0; i < 23; i++) {
      last = (await post({ ...valid, title: `Question number ${i}`, topicId: i % 2 ? 'food' : 'events' }))
        .body.position;
    }
    const first = await api('GET', `/api/areas/${areaId}/posts?limit=20&minPosition=${last}`);
    expect(first.body).toHaveLength(20);
    expect(first.body[0].title).toBe('Question number 22');
    const cursor = first.headers.get('x-next-cursor');
    expect(cursor).toMatch(/^\d+$/);
    const second = await api('GET', `/api/areas/${areaId}/posts?limit=20&cursor=${cursor}`);
    expect(second.body.map((p: { title: string }) => p.title)).toEqual([
      'Question number 2',
      'Question number 1',
      'Question number 0',
    ]);
    expect(second.headers.get('x-next-cursor')).toBeNull();
    const food = await api('GET', `/api/areas/${areaId}/posts?topic=food&limit=50`);
    expect(food.body).toHaveLength(11);
    expect((await api('GET', `/api/areas/${areaId}/posts?topic=all&limit=50`)).body).toHaveLength(23);
    // A blank value is none: the first page, every topic, 20 posts.
    const blank = await api('GET', `/api/areas/${areaId}/posts?limit=&topic=&cursor=`);
    expect(blank.body).toHaveLength(20);
    expect(blank.headers.get('x-next-cursor')).toBe(cursor);
  });

  it('names each paging input it refuses', async () => {
    const bad = await api('GET', `/api/areas/${areaId}/posts?limit=51&topic=gossip&cursor=abc`);
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('REQUEST.INVALID');
    expect(bad.body.errors).toEqual([
      { field: 'limit', message: 'must be a whole number from 1 to 50' },
      { field: 'topic', message: 'must be one of the eight topics' },
      { field: 'cursor', message: 'must be the X-Next-Cursor of the previous page' },
    ]);
    expect((await api('GET', `/api/areas/${areaId}/posts?limit=0`)).body.detail).toBe(
      'limit must be a whole number from 1 to 50',
    );
  });
});
