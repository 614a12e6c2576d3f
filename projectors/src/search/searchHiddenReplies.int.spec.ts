import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DomainEvent } from '@mohalla/contracts';
import {
  createSqliteReadStore,
  createSqliteSearchIndex,
  type ReadStore,
  type SearchIndex,
  type SearchIndexWriter,
} from '@mohalla/infra';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ProjectedEvent, ProjectionTargets } from '../projection.js';
import { postPublished } from '../testing/postPublished.js';
import { searchPostsOf } from './searchPosts.js';
import { searchProjection } from './searchProjection.js';

const postId = randomUUID();
const moderatorId = randomUUID();

/**
 * The reply count the search projection keeps for a post (its working copy,
 * which the index takes when the post is indexed again: restored), and the
 * one the index holds (HTTP search answers take the post from the posts read
 * model, so only the index's own writes show it).
 */
describe('the search projection, with moderators hiding replies', () => {
  let dir: string;
  let store: ReadStore;
  let index: SearchIndex;
  let targets: ProjectionTargets;
  /** The reply count of the last post document the real index accepted. */
  let indexedReplies: number | undefined;
  let position = 0;
  const log: ProjectedEvent[] = [];
  const given = async (...events: DomainEvent[]) => {
    for (const event of events) {
      const recorded = {
        ...event,
        eventId: randomUUID(),
        streamName: `post-${postId}`,
        revision: 0,
        position: ++position,
        metadata: {
          actorId: moderatorId,
          correlationId: randomUUID(),
          causationId: randomUUID(),
          at: '2026-11-20T10:00:00.000Z',
        },
      } as ProjectedEvent;
      log.push(recorded);
      await searchProjection.apply(recorded, targets);
    }
  };
  const reply = (replyId: string): DomainEvent => ({
    type: 'ReplyAdded',
    data: {
      postId,
      replyId,
      authorId: randomUUID(),
      authorAlias: 'Sunny Neem 7',
      content: 'Same here',
      mediaUrls: [],
    },
  });
  const decided = (type: 'ContentHidden' | 'ContentRestored', replyId: string | null): DomainEvent =>
    type === 'ContentHidden'
      ? { type, data: { postId, replyId, reportId: null, moderatorId, reason: 'Rude' } }
      : { type, data: { postId, replyId, moderatorId, reason: 'Fine after all' } };

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'search-hidden-replies-'));
    store = createSqliteReadStore({ path: join(dir, 'read.sqlite') });
    index = createSqliteSearchIndex({ path: join(dir, 'search.sqlite') });
    indexedReplies = undefined;
    const writer: SearchIndexWriter = {
      upsertPost: async (doc, at) => {
        const wrote = await index.upsertPost(doc, at);
        if (wrote) indexedReplies = doc.replyCount;
        return wrote;
      },
      removePost: (id, at) => index.removePost(id, at),
      upsertPlace: (doc, at) => index.upsertPlace(doc, at),
      removePlace: (id, at) => index.removePlace(id, at),
    };
    targets = { store, search: writer };
    log.length = 0;
  });
  afterEach(async () => {
    await store.close();
    await index.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const published = postPublished({
    postId,
    postType: 'ask',
    topicId: 'food',
    title: 'Best dosa near the lake',
    content: 'Looking for crisp dosas near the lake.',
  });

  const countedReplies = async () => (await searchPostsOf(store).get(postId))?.replyCount;

  it('takes a hidden reply out of the reply count and puts it back when restored', async () => {
    const [rude, kind] = [randomUUID(), randomUUID()];
    await given(published, reply(rude), reply(kind));
    expect(await countedReplies()).toBe(2);
    await given(decided('ContentHidden', rude));
    expect(await countedReplies()).toBe(1);
    await given(decided('ContentRestored', rude));
    expect(await countedReplies()).toBe(2);
    // Counts change no indexed text: the index kept the post as published.
    expect(indexedReplies).toBe(0);
  });

  it('counts a hidden reply once however often its event is delivered', async () => {
    const rude = randomUUID();
    await given(published, reply(rude), reply(randomUUID()), decided('ContentHidden', rude));
    for (const event of [...log]) await searchProjection.apply(event, targets);
    expect(await countedReplies()).toBe(1);
    expect((await index.searchPosts({ q: 'dosa', limit: 10 })).hits.map((h) => h.id)).toEqual([postId]);
  });

  it('keeps counting replies of a hidden post, and indexes the right count when the post comes back', async () => {
    const rude = randomUUID();
    await given(published, reply(rude), decided('ContentHidden', null), decided('ContentHidden', rude));
    expect((await index.searchPosts({ q: 'dosa', limit: 10 })).hits).toEqual([]);
    await given(decided('ContentRestored', null));
    expect(indexedReplies).toBe(0);
  });
});
