import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { fetchPostsPage, fetchReplies } from './postsApi';
import { postsKeys } from './postsKeys';

// `minPosition` (from a write's answer) makes the read wait for that write;
// the cache key stays the same so every screen sees the fresh answer.

/** An area's posts for a topic (null: all), page by page through `X-Next-Cursor`. */
export function postsQuery(areaId: string, topic: string | null, minPosition?: number) {
  return infiniteQueryOptions({
    queryKey: postsKeys.list(areaId, topic),
    queryFn: ({ pageParam, signal }) => fetchPostsPage(areaId, topic, pageParam, minPosition, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    // Neighbours post all the time: a minute, not the app's five.
    staleTime: 60_000,
  });
}

/** A post's replies, oldest first. */
export function repliesQuery(postId: string, minPosition?: number) {
  return queryOptions({
    queryKey: postsKeys.replies(postId),
    queryFn: ({ signal }) => fetchReplies(postId, minPosition, signal),
    staleTime: 60_000,
  });
}
