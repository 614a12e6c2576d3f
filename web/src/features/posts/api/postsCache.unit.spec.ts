import type { PostDto } from '@mohalla/contracts';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { updateCachedPost } from './postsCache';
import { postsKeys } from './postsKeys';

const AREA = '5d0c2a52-7d5e-4f4b-9a51-3a0f1f6a0001';

const post = (n: number, upvotes = 0): PostDto => {
  const id = `5d0c2a52-7d5e-4f4b-9a51-${String(n).padStart(12, '0')}`;
  return {
    _id: id,
    id,
    areaId: AREA,
    cityId: AREA,
    type: 'tip',
    topicId: null,
    topicName: null,
    title: `Post ${n}`,
    content: `Content ${n}`,
    imageUrl: null,
    mediaUrls: [],
    upvotes,
    replyCount: 0,
    authorAlias: 'Quiet Mango 42',
    userName: 'Quiet Mango 42',
    createdAt: '2025-01-01T12:00:00.000Z',
    seq: n,
  };
};

const pages = <P>(...lists: P[][]) => ({
  pages: lists.map((posts) => ({ posts })),
  pageParams: lists.map((_, i) => i),
});

describe('updateCachedPost', () => {
  it('changes every cached copy of the post (area lists and search results) and nothing else', () => {
    const client = new QueryClient();
    const [one, two] = [post(1, 4), post(2, 7)];
    const hit = { ...one, highlights: { title: '<mark>Post</mark> 1' } };
    client.setQueryData(postsKeys.list(AREA, null), pages([two], [one]));
    client.setQueryData(['search', 'posts', 'post', null, null, null], pages([hit, two]));
    client.setQueryData(['community', 'stats', AREA], { posts: 3, pages: 2 });

    updateCachedPost(client, one._id, (p) => ({ ...p, upvotes: p.upvotes + 1 }));

    expect(client.getQueryData(postsKeys.list(AREA, null))).toEqual(pages([two], [{ ...one, upvotes: 5 }]));
    expect(client.getQueryData(['search', 'posts', 'post', null, null, null])).toEqual(
      pages([{ ...hit, upvotes: 5 }, two]),
    );
    expect(client.getQueryData(['community', 'stats', AREA])).toEqual({ posts: 3, pages: 2 });
  });
});
