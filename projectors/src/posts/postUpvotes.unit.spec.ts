import { randomUUID } from 'node:crypto';
import { type DomainEvent, postUpvoteId } from '@mohalla/contracts';
import { describe, it } from 'vitest';
import { documentSpec } from '../testing/documentSpec.js';
import { contentHidden, replyAdded } from '../testing/events.js';
import { postPublished } from '../testing/postPublished.js';
import { postUpvotesKind } from './postUpvotes.js';

const upvotes = documentSpec(postUpvotesKind);
const postId = randomUUID();
const userId = randomUUID();
const upvoted = (by: string, post = postId): DomainEvent => ({
  type: 'PostUpvoted',
  data: { postId: post, userId: by },
});

describe("the posts projection's upvotes", () => {
  it('keeps who upvoted which post, under the pair as its id', () => {
    upvotes([postPublished({ postId })])
      .when(upvoted(userId))
      .thenDocument({ _id: postUpvoteId(postId, userId), postId, userId });
  });

  it("keeps each person's upvote apart: another's upvote of the same post is another document", () => {
    const other = randomUUID();
    upvotes([upvoted(userId)])
      .when(upvoted(other))
      .thenDocument({ _id: postUpvoteId(postId, other), postId, userId: other });
  });

  it('takes nothing else about posts: publishing, replies and hiding leave upvotes as they are', () => {
    upvotes().when(postPublished({ postId })).thenIgnored();
    upvotes([upvoted(userId)])
      .when(replyAdded({ postId }))
      .thenIgnored();
    upvotes([upvoted(userId)])
      .when(contentHidden(postId))
      .thenIgnored();
  });
});
