import { randomUUID } from 'node:crypto';
import { type DomainEvent, ReadModels, userStream } from '@mohalla/contracts';
import { describe, expect, it } from 'vitest';
import { contentHidden, postUpvoted, replyAdded } from '../testing/events.js';
import { postPublished } from '../testing/postPublished.js';
import { projectionSpec } from '../testing/projectionSpec.js';
import { inStream } from '../testing/testLog.js';
import { postsProjection } from './postsProjection.js';
import { repliesProjection } from './repliesProjection.js';

const posts = projectionSpec(postsProjection);
const replies = projectionSpec(repliesProjection);

const erasedId = randomUUID();
const neighbourId = randomUUID();
const erased = (userId = erasedId) =>
  inStream(userStream(userId), {
    type: 'PersonErased',
    data: { userId, erasedAt: '2026-11-25T01:00:00.000Z' },
  } satisfies DomainEvent);

const postId = randomUUID();
const theirPost = postPublished({
  postId,
  authorId: erasedId,
  title: 'Who mends old radios?',
  content: 'My valve radio hums.',
  mediaUrls: ['/api/files/0b7e1f3a-1111-4222-8333-944455556666.png'],
});
const neighbourPostId = randomUUID();
const neighbourPost = postPublished({ postId: neighbourPostId, authorId: neighbourId, title: 'Mangoes' });

describe('posts, when their author is erased (issue 16)', () => {
  it('given their post with a file and an upvote, when they are erased, then it reads as removed by a former member, upvotes kept', async () => {
    const projected = await posts([theirPost, neighbourPost, postUpvoted(postId)]).when(erased());
    expect(await projected.get(ReadModels.posts, postId)).toMatchObject({
      title: '[removed]',
      content: '[removed]',
      authorAlias: 'Former member',
      userName: 'Former member',
      imageUrl: null,
      mediaUrls: [],
      upvotes: 1,
    });
    expect(await projected.get(ReadModels.posts, neighbourPostId)).toMatchObject({ title: 'Mangoes' });
  });

  it('given their post hidden by a moderator, the hidden copy is erased too and stays so when moved', async () => {
    const projected = await posts([theirPost, contentHidden(postId)]).when(erased());
    expect(await projected.get('hidden_posts', postId)).toMatchObject({ title: '[removed]' });
    expect(await projected.get(ReadModels.posts, postId)).toBeNull();
  });

  it('given someone else erased, their post is untouched', async () => {
    const projected = await posts([theirPost]).when(erased(randomUUID()));
    expect(await projected.get(ReadModels.posts, postId)).toMatchObject({ title: 'Who mends old radios?' });
  });

  it('an upvote after the erasure folds on from the removed text', async () => {
    const projected = await posts([theirPost, erased()]).when(postUpvoted(postId));
    expect(await projected.get(ReadModels.posts, postId)).toMatchObject({ title: '[removed]', upvotes: 1 });
  });
});

describe('replies, when their author is erased (issue 16)', () => {
  it('given their reply and a neighbour reply under their post, then only theirs reads as removed', async () => {
    const theirReply = replyAdded({
      postId: neighbourPostId,
      authorId: erasedId,
      content: 'How much a dozen?',
    });
    const neighbourReply = replyAdded({ postId, authorId: neighbourId, content: 'Try the bus stand shop.' });
    const theirId = (theirReply.data as { replyId: string }).replyId;
    const neighbourReplyId = (neighbourReply.data as { replyId: string }).replyId;
    const projected = await replies([theirReply, neighbourReply]).when(erased());
    expect(await projected.get(ReadModels.replies, theirId)).toMatchObject({
      content: '[removed]',
      authorAlias: 'Former member',
      mediaUrls: [],
    });
    expect(await projected.get(ReadModels.replies, neighbourReplyId)).toMatchObject({
      content: 'Try the bus stand shop.',
    });
  });
});
