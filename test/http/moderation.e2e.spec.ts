import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { createSqliteEventStore } from '@mohalla/infra';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAdmin, signUpModerator, signUpResident, type TestAccount } from '../support/accounts.js';
import { editions } from '../support/editions.js';
import { requestAs, requestTo } from '../support/http.js';
import type { RunningNode } from '../support/singleNode.js';

/** Moderators over HTTP, against each edition: audits, hiding, report decisions, suspensions. */
describe.each(editions())('moderation on the $name edition', (edition) => {
  let node: RunningNode;
  let author: TestAccount;
  let neighbour: TestAccount;
  let moderator: TestAccount;
  let areaId: string;
  /** An area of its own for the paging test, so other tests' reports do not mix in. */
  let quietAreaId: string;
  const api = requestTo(() => node);
  const as = requestAs(() => node);
  /** A moderator's decision on a report about a post. */
  const decide = (postId: string, reportId: string, decision: 'uphold' | 'dismiss', reason: string) =>
    as(moderator, 'POST', `/api/moderation/posts/${postId}/reports/${reportId}/${decision}`, { reason });
  const logPosition = async () => (await api('GET', '/healthz')).body.logPosition as number;
  /** A word no other post holds, so search finds exactly this post. */
  const uniqueWord = () =>
    `kadale${randomUUID()
      .replace(/[^a-f]/g, '')
      .slice(0, 8)}`;
  const publish = async (word = uniqueWord(), inArea = areaId) => {
    const res = await as(author, 'POST', `/api/areas/${inArea}/posts`, {
      type: 'tip',
      title: `Groundnut fair ${word}`,
      content: `The ${word} groundnut fair opens on Saturday near the temple.`,
      topicId: 'events',
    });
    expect(res.status).toBe(201);
    return { postId: res.body._id as string, word, position: res.body.position as number };
  };
  const listed = async (postId: string, minPosition?: number) => {
    const wait = minPosition === undefined ? '' : `&minPosition=${minPosition}`;
    const list = await api('GET', `/api/areas/${areaId}/posts?limit=50${wait}`);
    return list.body.some((p: { _id: string }) => p._id === postId);
  };
  const found = async (word: string, postId: string, minPosition?: number) => {
    const wait = minPosition === undefined ? '' : `&minPosition=${minPosition}`;
    const res = await api('GET', `/api/search?q=${word}&area=${areaId}${wait}`);
    expect(res.status).toBe(200);
    return res.body.posts.some((p: { id: string }) => p.id === postId);
  };
  /** Milliseconds until `check` holds, reading without minPosition; fails after 5 s. */
  const untilTrue = async (check: () => Promise<boolean>) => {
    const start = performance.now();
    while (!(await check())) {
      if (performance.now() - start > 5_000) throw new Error('still not there after 5 s');
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    return performance.now() - start;
  };

  beforeAll(async () => {
    node = await edition.start();
    [author, neighbour, moderator] = await Promise.all([
      signUpResident(node, 'Kavya'),
      signUpResident(node, 'Imran'),
      signUpModerator(node, 'Meera'),
    ]);
    const areas = (await api('GET', '/api/areas?minPosition=1')).body;
    areaId = areas.find((a: { name: string }) => a.name === 'Indiranagar')._id;
    quietAreaId = areas.find((a: { name: string }) => a.name === 'Whitefield')._id;
  });
  afterAll(async () => {
    await node?.stop();
  });

  it('audits a post published, replied, upvoted, reported and hidden: every event, who did it, and the look itself', async () => {
    const { postId } = await publish();
    const reply = await as(neighbour, 'POST', `/api/posts/${postId}/comments`, {
      content: 'Is parking free?',
    });
    await as(neighbour, 'POST', `/api/posts/${postId}/upvote`);
    await as(neighbour, 'POST', `/api/posts/${postId}/report`, { reason: 'Looks like an advert' });
    const hidden = await as(moderator, 'POST', `/api/moderation/posts/${postId}/hide`, {
      reason: 'Commercial advert',
    });
    expect(hidden.status).toBe(200);
    expect(hidden.body).toMatchObject({ success: true, changed: true });

    const audit = await as(moderator, 'GET', `/api/moderation/audit/post/${postId}`);
    expect(audit.status).toBe(200);
    expect(audit.headers.get('cache-control')).toBe('no-store');
    const { entries, items } = audit.body;
    expect(entries.map((e: { type: string }) => e.type)).toEqual([
      'PostPublished',
      'ReplyAdded',
      'PostUpvoted',
      'ContentReported',
      'ContentHidden',
    ]);
    const [published, replied, upvoted, reported, hid] = entries;
    expect(published.actor).toMatchObject({
      userId: author.userId,
      email: author.email,
      name: 'Kavya Tester',
      alias: expect.stringMatching(/^[A-Z][a-z]+ [A-Z][a-z]+ \d{2}$/),
    });
    expect(published.content).toMatchObject({ version: 1, text: expect.stringContaining('groundnut fair') });
    for (const entry of [replied, upvoted, reported]) {
      expect(entry.actor).toMatchObject({
        userId: neighbour.userId,
        email: neighbour.email,
        name: 'Imran Tester',
      });
    }
    expect(replied.actor.alias).toBe(reply.body.authorAlias);
    expect(replied.item).toEqual({ kind: 'reply', postId, replyId: reply.body._id });
    expect(reported.report).toMatchObject({
      reason: 'Looks like an advert',
      reportedRevision: 2,
      reportedContent: published.content,
      status: 'open',
    });
    expect(hid.actor).toMatchObject({ userId: moderator.userId, email: moderator.email });
    expect(hid.decision).toEqual({ reason: 'Commercial advert', reportId: null });
    expect(items.find((i: { item: { kind: string } }) => i.item.kind === 'post')).toMatchObject({
      hidden: true,
    });

    const log = createSqliteEventStore({ path: join(node.dataDir, 'events.sqlite') });
    try {
      const looks = await log.readStream(`audit-${moderator.userId}`);
      expect(looks.at(-1)).toMatchObject({
        type: 'AuditViewed',
        data: {
          viewerId: moderator.userId,
          subject: { kind: 'post', postId },
          revealedUserIds: expect.arrayContaining([author.userId, neighbour.userId, moderator.userId]),
        },
      });
    } finally {
      await log.close();
    }
  });

  it('shows audits to moderators only: 403 for a resident, 401 for a guest, 404 for no such post', async () => {
    const { postId } = await publish();
    const before = await logPosition();
    expect((await as(author, 'GET', `/api/moderation/audit/post/${postId}`)).status).toBe(403);
    expect((await api('GET', `/api/moderation/audit/post/${postId}`)).status).toBe(401);
    expect(
      (await as(author, 'POST', `/api/moderation/posts/${postId}/hide`, { reason: 'mine' })).status,
    ).toBe(403);
    expect((await as(author, 'GET', '/api/moderation/reports')).status).toBe(403);
    expect((await api('GET', '/api/moderation/reports')).status).toBe(401);
    expect(await logPosition()).toBe(before);
    expect((await as(moderator, 'GET', `/api/moderation/audit/post/${randomUUID()}`)).status).toBe(404);
  });

  it('hides a post from the area list and the search results, and restores it', async () => {
    const { postId, word, position } = await publish();
    expect(await listed(postId, position)).toBe(true);
    expect(await found(word, postId, position)).toBe(true);

    const hidden = await as(moderator, 'POST', `/api/moderation/posts/${postId}/hide`, { reason: 'Spam' });
    const hiddenAt = hidden.body.position;
    expect(hidden.headers.get('x-log-position')).toBe(String(hiddenAt));
    expect(await listed(postId, hiddenAt)).toBe(false);
    expect(await found(word, postId, hiddenAt)).toBe(false);
    expect((await api('GET', `/api/posts/${postId}`)).status).toBe(404);
    expect((await api('GET', `/api/posts/${postId}/comments`)).status).toBe(404);

    const again = await as(moderator, 'POST', `/api/moderation/posts/${postId}/hide`, { reason: 'Spam' });
    expect(again.body.changed).toBe(false);

    const restored = await as(moderator, 'POST', `/api/moderation/posts/${postId}/restore`, {
      reason: 'Checked: a real community fair',
    });
    expect(restored.body.changed).toBe(true);
    expect(await listed(postId, restored.body.position)).toBe(true);
    expect(await found(word, postId, restored.body.position)).toBe(true);
  });

  it('measures how soon a hidden post leaves the list and the search without waiting on minPosition', async () => {
    const { postId, word, position } = await publish();
    expect(await found(word, postId, position)).toBe(true);
    await as(moderator, 'POST', `/api/moderation/posts/${postId}/hide`, { reason: 'Spam' });
    const [fromList, fromSearch] = await Promise.all([
      untilTrue(async () => !(await listed(postId))),
      untilTrue(async () => !(await found(word, postId))),
    ]);
    console.log(
      `[${edition.name}] hidden post gone from the area list after ${fromList.toFixed(0)} ms, from search after ${fromSearch.toFixed(0)} ms (no minPosition)`,
    );
  });

  it('hides one reply: gone from the replies and the count, back when restored', async () => {
    const { postId } = await publish();
    const reply = await as(neighbour, 'POST', `/api/posts/${postId}/comments`, {
      content: 'Rude words here',
    });
    const replyId = reply.body._id;
    const hidden = await as(moderator, 'POST', `/api/moderation/posts/${postId}/hide`, {
      reason: 'Insulting',
      replyId,
    });
    const comments = await api('GET', `/api/posts/${postId}/comments?minPosition=${hidden.body.position}`);
    expect(comments.body).toEqual([]);
    expect((await api('GET', `/api/posts/${postId}`)).body.replyCount).toBe(0);
    expect(await listed(postId)).toBe(true);
    const restored = await as(moderator, 'POST', `/api/moderation/posts/${postId}/restore`, {
      reason: 'Context made it fine',
      replyId,
    });
    const back = await api('GET', `/api/posts/${postId}/comments?minPosition=${restored.body.position}`);
    expect(back.body.map((c: { id: string }) => c.id)).toEqual([replyId]);
    expect((await api('GET', `/api/posts/${postId}`)).body.replyCount).toBe(1);
  });

  it('needs a reason for every action: 400 naming reason, nothing appended', async () => {
    const { postId } = await publish();
    const before = await logPosition();
    for (const body of [{}, { reason: '   ' }]) {
      const res = await as(moderator, 'POST', `/api/moderation/posts/${postId}/hide`, body);
      expect(res.status).toBe(400);
      expect(res.body.errors.map((e: { field: string }) => e.field)).toContain('reason');
    }
    const warn = await as(moderator, 'POST', `/api/moderation/users/${author.userId}/warn`, {});
    expect(warn.status).toBe(400);
    expect(warn.body.errors[0].field).toBe('reason');
    expect(await logPosition()).toBe(before);
  });

  it('queues the report with its area, kind and severity, and the reporter sees it upheld', async () => {
    const { postId } = await publish();
    const reply = await as(author, 'POST', `/api/posts/${postId}/comments`, {
      content: 'You idiot, nobody asked you',
    });
    const filed = await as(neighbour, 'POST', `/api/posts/${postId}/report`, {
      replyId: reply.body._id,
      reason: 'Insults me',
    });
    const mine = await as(neighbour, 'GET', `/api/reports/mine?minPosition=${filed.body.position}`);
    const report = mine.body.find((r: { replyId: string }) => r.replyId === reply.body._id);
    expect(report).toMatchObject({
      kind: 'reply',
      postId,
      status: 'open',
      reason: 'Insults me',
      decidedAt: null,
    });
    expect(JSON.stringify(mine.body)).not.toContain(neighbour.userId);
    expect((await as(author, 'GET', '/api/reports/mine')).body).not.toContainEqual(
      expect.objectContaining({ reportId: report.reportId }),
    );

    const queue = await as(moderator, 'GET', `/api/moderation/reports?area=${areaId}&kind=reply`);
    const queued = queue.body.find((r: { reportId: string }) => r.reportId === report.reportId);
    expect(queued).toMatchObject({
      kind: 'reply',
      areaId,
      postId,
      replyId: reply.body._id,
      excerpt: 'You idiot, nobody asked you',
      severity: 'high',
      status: 'open',
    });
    expect(JSON.stringify(queue.body)).not.toContain(neighbour.userId);
    const filtered = async (query: string) =>
      (await as(moderator, 'GET', `/api/moderation/reports?${query}`)).body.some(
        (r: { reportId: string }) => r.reportId === report.reportId,
      );
    expect(await filtered('kind=post')).toBe(false);
    expect(await filtered('severity=critical')).toBe(false);
    expect(await filtered('severity=medium')).toBe(true);
    expect(await filtered('olderThan=1h')).toBe(false);
    expect(await filtered(`area=${randomUUID()}`)).toBe(false);
    expect((await as(moderator, 'GET', '/api/moderation/reports?olderThan=soon')).status).toBe(400);

    const upheld = await decide(postId, report.reportId, 'uphold', 'Harassment');
    expect(upheld.status).toBe(200);
    const after = await as(neighbour, 'GET', `/api/reports/mine?minPosition=${upheld.body.position}`);
    expect(after.body.find((r: { reportId: string }) => r.reportId === report.reportId)).toMatchObject({
      status: 'upheld',
      decidedAt: expect.any(String),
    });
    expect(await filtered('kind=reply')).toBe(false);
    const comments = await api('GET', `/api/posts/${postId}/comments`);
    expect(comments.body).toEqual([]);
    const twice = await decide(postId, report.reportId, 'dismiss', 'Changed my mind');
    expect(twice.status).toBe(409);
    expect(twice.body.code).toBe('REPORT.ALREADY_DECIDED');
  });

  it('takes a hidden post out of the area stats (today, total, its topic) and counts it again when restored', async () => {
    const stats = async (minPosition: number) => {
      const res = await api('GET', `/api/areas/${areaId}/stats?minPosition=${minPosition}`);
      const events = res.body.topics.find((t: { topicId: string }) => t.topicId === 'events');
      return { today: res.body.postsToday, total: res.body.postsTotal, events: events?.count ?? 0 };
    };
    const before = await stats(await logPosition());
    const { postId, position } = await publish();
    const plusOne = { today: before.today + 1, total: before.total + 1, events: before.events + 1 };
    expect(await stats(position)).toEqual(plusOne);

    const hidden = await as(moderator, 'POST', `/api/moderation/posts/${postId}/hide`, { reason: 'Spam' });
    expect(await stats(hidden.body.position)).toEqual(before);
    const reply = await as(neighbour, 'POST', `/api/posts/${postId}/comments`, { content: 'Still there?' });
    const hiddenReply = await as(moderator, 'POST', `/api/moderation/posts/${postId}/hide`, {
      reason: 'Off topic',
      replyId: reply.body._id,
    });
    expect(await stats(hiddenReply.body.position)).toEqual(before);

    const restored = await as(moderator, 'POST', `/api/moderation/posts/${postId}/restore`, {
      reason: 'A real fair after all',
    });
    expect(await stats(restored.body.position)).toEqual(plusOne);
  });

  it('pages through the queue by cursor, skipping none when reports are decided between pages', async () => {
    let position = 0;
    for (let i = 0; i < 5; i++) {
      const { postId } = await publish(uniqueWord(), quietAreaId);
      const res = await as(neighbour, 'POST', `/api/posts/${postId}/report`, { reason: `Spam ${i}` });
      expect(res.status).toBe(201);
      position = res.body.position;
    }
    const queue = (query: string) =>
      as(moderator, 'GET', `/api/moderation/reports?area=${quietAreaId}&${query}`);
    const whole = await queue(`minPosition=${position}`);
    expect(whole.headers.get('x-next-cursor')).toBeNull();
    const order = whole.body.map((r: { reportId: string }) => r.reportId);
    expect(order).toHaveLength(5);

    const first = await queue('limit=2');
    expect(first.body.map((r: { reportId: string }) => r.reportId)).toEqual(order.slice(0, 2));
    const cursor = first.headers.get('x-next-cursor');
    expect(cursor).toEqual(expect.any(String));
    // The next report due leaves the open queue before the next page is asked for.
    const dismissed = await decide(whole.body[2].postId, order[2], 'dismiss', 'Not spam');
    const second = await queue(`limit=2&cursor=${cursor}&minPosition=${dismissed.body.position}`);
    expect(second.body.map((r: { reportId: string }) => r.reportId)).toEqual(order.slice(3, 5));
    expect(second.headers.get('x-next-cursor')).toBeNull();

    const bad = await queue('limit=0');
    expect(bad.status).toBe(400);
    expect(bad.body.errors.map((e: { field: string }) => e.field)).toEqual(['limit']);
    const badCursor = await queue('cursor=4.1.x');
    expect(badCursor.status).toBe(400);
    expect(badCursor.body.errors).toEqual([
      { field: 'cursor', message: 'must be the X-Next-Cursor of the previous page' },
    ]);
  });

  it('suspends a user, who then cannot post or reply (403), and reinstates them', async () => {
    const target = await signUpResident(node, 'Ravi');
    const { postId } = await publish();
    const suspended = await as(moderator, 'POST', `/api/moderation/users/${target.userId}/suspend`, {
      reason: 'Repeated spam',
    });
    expect(suspended.status).toBe(200);
    const post = await as(target, 'POST', `/api/areas/${areaId}/posts`, {
      title: 'Buy my phones',
      content: 'Cheap phones for sale near the bus stand.',
    });
    expect(post.status).toBe(403);
    expect(post.body.code).toBe('USER.SUSPENDED');
    expect(post.body.detail).toContain('suspended');
    expect(post.body.detail).toContain('Repeated spam');
    const reply = await as(target, 'POST', `/api/posts/${postId}/comments`, { content: 'Call me' });
    expect(reply.status).toBe(403);

    await as(moderator, 'POST', `/api/moderation/users/${target.userId}/reinstate`, {
      reason: 'Appeal accepted',
    });
    const again = await as(target, 'POST', `/api/posts/${postId}/comments`, {
      content: 'Thanks, understood',
    });
    expect(again.status).toBe(201);
    const past = await as(moderator, 'POST', `/api/moderation/users/${target.userId}/suspend`, {
      reason: 'x',
      until: '2001-01-01T00:00:00Z',
    });
    expect(past.status).toBe(400);
    expect(past.body.errors[0].field).toBe('until');
  });

  it('lets a suspended moderator neither moderate, nor audit, nor see the queue (403), until reinstated', async () => {
    const [admin, benched] = await Promise.all([signUpAdmin(node), signUpModerator(node, 'Suresh')]);
    const { postId } = await publish();
    expect((await as(benched, 'GET', `/api/moderation/audit/post/${postId}`)).status).toBe(200);
    const suspended = await as(admin, 'POST', `/api/moderation/users/${benched.userId}/suspend`, {
      reason: 'Hid posts of people they argue with',
    });
    expect(suspended.status).toBe(200);

    const refused = [
      await as(benched, 'POST', `/api/moderation/posts/${postId}/hide`, { reason: 'Mine to hide' }),
      await as(benched, 'GET', `/api/moderation/audit/post/${postId}`),
      await as(benched, 'GET', '/api/moderation/reports'),
      await as(benched, 'POST', `/api/moderation/users/${benched.userId}/reinstate`, { reason: 'Myself' }),
      await as(benched, 'POST', `/api/moderation/users/${author.userId}/suspend`, { reason: 'Revenge' }),
    ];
    expect(refused.map((r) => [r.status, r.body.code])).toEqual(refused.map(() => [403, 'USER.SUSPENDED']));
    expect(await listed(postId, await logPosition())).toBe(true);
    const audit = await as(admin, 'GET', `/api/moderation/audit/post/${postId}`);
    expect(audit.body.entries.map((e: { type: string }) => e.type)).toEqual(['PostPublished']);

    const reinstated = await as(admin, 'POST', `/api/moderation/users/${benched.userId}/reinstate`, {
      reason: 'Talked it through',
    });
    expect(reinstated.status).toBe(200);
    expect((await as(benched, 'GET', '/api/moderation/reports')).status).toBe(200);
  });
});
