import { randomUUID } from 'node:crypto';
import type { PostDto } from '@mohalla/contracts';
import { describe, it } from 'vitest';
import { documentSpec } from '../testing/documentSpec.js';
import { contentHidden, contentRestored, postUpvoted, replyAdded } from '../testing/events.js';
import { postPublished } from '../testing/postPublished.js';
import { at } from '../testing/testLog.js';
import type { Kept } from './hiddenShelves.js';
import { postsProjection } from './postsProjection.js';

const post = documentSpec(postsProjection);
const postId = randomUUID();
const areaId = randomUUID();
const cityId = randomUUID();
const published = at(
  '2026-11-24T09:30:00.000Z',
  postPublished({ postId, areaId, cityId, postType: 'ask', topicId: 'safety', title: 'No water?' }),
);
const replyId = randomUUID();

/** The post as the public reads it; `seq` is its publication's position (the first in each spec). */
const shown = (changes: Partial<Kept<PostDto>> = {}): Kept<PostDto> => ({
  _id: postId,
  id: postId,
  areaId,
  cityId,
  type: 'ask',
  topicId: 'safety',
  topicName: 'Safety',
  title: 'No water?',
  content: 'Some content for the neighbours.',
  imageUrl: null,
  mediaUrls: [],
  upvotes: 0,
  replyCount: 0,
  authorAlias: 'Quiet Mango 42',
  userName: 'Quiet Mango 42',
  createdAt: '2026-11-24T09:30:00.000Z',
  seq: 1,
  ...changes,
});

describe('the posts projection', () => {
  it('shows a published post under its alias, with its topic named', () => {
    post().when(published).thenDocument(shown());
  });

  it('counts upvotes and replies', () => {
    post([published, postUpvoted(postId), replyAdded({ postId })])
      .when(postUpvoted(postId))
      .thenDocument(shown({ upvotes: 2, replyCount: 1 }));
  });

  it('marks a hidden post hidden, still counting, and shows it again when restored', () => {
    post([published])
      .when(contentHidden(postId))
      .thenDocument(shown({ hidden: true }));
    post([published, contentHidden(postId)])
      .when(postUpvoted(postId))
      .thenDocument(shown({ hidden: true, upvotes: 1 }));
    post([published, contentHidden(postId)])
      .when(contentRestored(postId))
      .thenDocument(shown());
  });

  it('changes nothing when hiding a hidden post or restoring a shown one', () => {
    post([published, contentHidden(postId)])
      .when(contentHidden(postId))
      .thenUnchanged();
    post([published]).when(contentRestored(postId)).thenUnchanged();
  });

  it('stops counting a hidden reply, counts it again when restored, never below zero', () => {
    const replied = [published, replyAdded({ postId, replyId })];
    post(replied)
      .when(contentHidden(postId, replyId))
      .thenDocument(shown({ replyCount: 0 }));
    post([...replied, contentHidden(postId, replyId)])
      .when(contentRestored(postId, replyId))
      .thenDocument(shown({ replyCount: 1 }));
    post([published])
      .when(contentHidden(postId, replyId))
      .thenDocument(shown({ replyCount: 0 }));
  });

  it('makes nothing of events about a post it never saw published', () => {
    post().when(postUpvoted(postId)).thenDocument(null);
    post().when(replyAdded({ postId })).thenDocument(null);
    post().when(contentHidden(postId)).thenDocument(null);
  });
});
