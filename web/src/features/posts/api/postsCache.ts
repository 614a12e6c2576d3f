import type { PostDto } from '@mohalla/contracts';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { PostsPage } from './postsApi';
import { postsKeys } from './postsKeys';
import { postsQuery } from './postsQueries';

type PostsData = InfiniteData<PostsPage, string | null>;

/** Cached pages of posts, whichever feature fetched them: an area's list, a search's results. */
type PostPages = InfiniteData<{ posts: PostDto[] }, unknown>;

function holdsPostPages(data: unknown): data is PostPages {
  const pages = (data as Partial<PostPages> | undefined)?.pages;
  return Array.isArray(pages) && pages.every((page) => Array.isArray(page?.posts));
}

/**
 * Applies `change` to the post wherever it is cached: every area list and
 * topic, and every search's results (a change that spreads the post keeps a
 * hit's highlights). The one place a post's counts change, so no copy of it
 * shows an old count.
 */
export function updateCachedPost(
  queryClient: QueryClient,
  postId: string,
  change: (post: PostDto) => PostDto,
) {
  queryClient.setQueriesData<PostPages>({ predicate: (query) => holdsPostPages(query.state.data) }, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            posts: page.posts.map((post) => (post._id === postId ? change(post) : post)),
          })),
        }
      : data,
  );
}

/** Puts a just-published post at the top of its area's All Topics list and its topic's list. */
export function prependPost(queryClient: QueryClient, post: PostDto) {
  const topics = post.topicId ? [null, post.topicId] : [null];
  for (const topic of topics) {
    queryClient.setQueryData<PostsData>(postsKeys.list(post.areaId, topic), (data) => {
      if (!data || data.pages.length === 0) return data;
      const [first, ...rest] = data.pages as [PostsPage, ...PostsPage[]];
      if (first.posts.some((p) => p._id === post._id)) return data;
      return { ...data, pages: [{ ...first, posts: [post, ...first.posts] }, ...rest] };
    });
  }
}

/**
 * Re-reads, at a write's log position, the area's post lists someone is
 * looking at; the others are only marked stale.
 */
export async function refreshAreaListsAt(queryClient: QueryClient, areaId: string, position: number) {
  const cached = queryClient.getQueryCache().findAll({ queryKey: postsKeys.areaLists(areaId) });
  await Promise.all(
    cached.map((query) => {
      const topicKey = query.queryKey.at(-1);
      const topic = typeof topicKey === 'string' && topicKey !== 'all' ? topicKey : null;
      if (query.getObserversCount() === 0) {
        return queryClient.invalidateQueries({ queryKey: query.queryKey, exact: true, refetchType: 'none' });
      }
      return queryClient
        .fetchInfiniteQuery({ ...postsQuery(areaId, topic, position), staleTime: 0 })
        .catch(() => undefined);
    }),
  );
}
