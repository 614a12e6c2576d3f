import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ReadModels } from '@mohalla/contracts';
import { createSqliteReadStore, type ReadStore } from '@mohalla/infra';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { citiesProjection } from './places/citiesProjection.js';
import { postsProjection } from './posts/postsProjection.js';
import { repliesProjection } from './posts/repliesProjection.js';
import type { Projection } from './projection.js';
import {
  areaCreated,
  areaDeleted,
  cityCreated,
  contentHidden,
  contentRestored,
  postUpvoted,
  replyAdded,
} from './testing/events.js';
import { postPublished } from './testing/postPublished.js';
import { projectionSpec } from './testing/projectionSpec.js';
import { type SpecEvent, testLog } from './testing/testLog.js';

const postId = randomUUID();
const replyId = randomUUID();
const published = postPublished({ postId });

describe('document projections through the store (the generic store work)', () => {
  it('moves a hidden post to its shadow collection, still counting there, and back when restored', async () => {
    const hidden = await projectionSpec(postsProjection)([published, postUpvoted(postId)]).when(
      contentHidden(postId),
      postUpvoted(postId),
    );
    expect(await hidden.get(ReadModels.posts, postId)).toBeNull();
    expect(await hidden.get('hidden_posts', postId)).toMatchObject({ _id: postId, upvotes: 2 });
    expect(await hidden.get('hidden_posts', postId)).not.toHaveProperty('hidden');

    const restored = await projectionSpec(postsProjection)([published, contentHidden(postId)]).when(
      contentRestored(postId),
    );
    expect(await restored.all('hidden_posts')).toEqual([]);
    expect(await restored.get(ReadModels.posts, postId)).toMatchObject({ _id: postId, upvotes: 0 });
  });

  it('moves a hidden reply out of the public replies and its count off its post', async () => {
    const given = [published, replyAdded({ postId, replyId })];
    const replies = await projectionSpec(repliesProjection)(given).when(contentHidden(postId, replyId));
    expect(await replies.all(ReadModels.replies)).toEqual([]);
    expect(await replies.get('hidden_replies', replyId)).toMatchObject({ _id: replyId, postId });
    const posts = await projectionSpec(postsProjection)(given).when(contentHidden(postId, replyId));
    expect(await posts.get(ReadModels.posts, postId)).toMatchObject({ replyCount: 0 });
  });

  it('writes only the changed fields of a document already there: an area count', async () => {
    const cityId = randomUUID();
    const areaId = randomUUID();
    const city = cityCreated({ cityId });
    const cities = await projectionSpec(citiesProjection)([city, areaCreated({ cityId, areaId })]).when(
      areaCreated({ cityId }),
      areaDeleted(areaId, cityId),
    );
    expect(await cities.get(ReadModels.cities, cityId)).toMatchObject({ _id: cityId, areaCount: 1 });
  });
});

describe('a move a crash cut short (written where it goes, not yet removed where it was)', () => {
  let dir: string;
  let store: ReadStore;
  const log = testLog();
  const apply = async (projection: Projection, event: SpecEvent | ReturnType<typeof log.record>) => {
    const recorded = 'position' in event ? event : log.record(event);
    await projection.apply(recorded, { store, search: undefined as never, log });
    return recorded;
  };
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'document-projection-'));
    store = createSqliteReadStore({ path: join(dir, 'read.sqlite') });
  });
  afterEach(async () => {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('is finished when the hiding is delivered again', async () => {
    await apply(postsProjection, published);
    const hide = log.record(contentHidden(postId));
    const shown = await store.collection(ReadModels.posts).get(postId);
    await store.collection('hidden_posts').put(shown!, hide.position);
    await apply(postsProjection, hide);
    expect(await store.collection(ReadModels.posts).get(postId)).toBeNull();
    expect(await store.collection('hidden_posts').get(postId)).toMatchObject({ _id: postId });
  });

  it('is finished when the restoring is delivered again', async () => {
    await apply(postsProjection, published);
    await apply(postsProjection, contentHidden(postId));
    const restore = log.record(contentRestored(postId));
    const hidden = await store.collection('hidden_posts').get(postId);
    await store.collection(ReadModels.posts).put(hidden!, restore.position);
    await apply(postsProjection, restore);
    expect(await store.collection('hidden_posts').get(postId)).toBeNull();
    expect(await store.collection(ReadModels.posts).get(postId)).toMatchObject({ _id: postId });
  });
});
