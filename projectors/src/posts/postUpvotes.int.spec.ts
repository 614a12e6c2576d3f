import { randomUUID } from 'node:crypto';
import { type DomainEvent, POST_UPVOTES_READ_MODEL, postUpvoteId, ReadModels } from '@mohalla/contracts';
import { describe, expect, it } from 'vitest';
import { contentHidden } from '../testing/events.js';
import { postPublished } from '../testing/postPublished.js';
import { projectionSpec } from '../testing/projectionSpec.js';
import { postsProjection } from './postsProjection.js';

const postId = randomUUID();
const upvoted = (userId: string): DomainEvent => ({ type: 'PostUpvoted', data: { postId, userId } });

describe('the posts projection keeps who upvoted which post beside the posts', () => {
  it('stores one upvote per person and post, counted on the post, through a redelivery', async () => {
    const [asha, ravi] = [randomUUID(), randomUUID()];
    const projected = await projectionSpec(postsProjection)([postPublished({ postId }), upvoted(asha)]).when(
      upvoted(ravi),
    );
    expect(await projected.all(POST_UPVOTES_READ_MODEL)).toEqual(
      [
        { _id: postUpvoteId(postId, asha), postId, userId: asha },
        { _id: postUpvoteId(postId, ravi), postId, userId: ravi },
      ].sort((a, b) => a._id.localeCompare(b._id)),
    );
    expect(await projected.get(ReadModels.posts, postId)).toMatchObject({ upvotes: 2 });
  });

  it('keeps an upvote while its post is hidden', async () => {
    const asha = randomUUID();
    const projected = await projectionSpec(postsProjection)([postPublished({ postId }), upvoted(asha)]).when(
      contentHidden(postId),
    );
    expect(await projected.get(POST_UPVOTES_READ_MODEL, postUpvoteId(postId, asha))).toEqual({
      _id: postUpvoteId(postId, asha),
      postId,
      userId: asha,
    });
  });

  it('is one of the collections a reset or a rebuild of the posts covers', () => {
    expect(postsProjection.collections).toContain(POST_UPVOTES_READ_MODEL);
  });
});
