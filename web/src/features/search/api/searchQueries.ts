import { infiniteQueryOptions } from '@tanstack/react-query';
import type { SearchState } from '../searchUrl';
import { fetchSearchPage } from './searchApi';
import { searchKeys } from './searchKeys';

/** A post search, page by page. The spec runs it only for a non-empty query. */
export function postSearchQuery(state: SearchState) {
  return infiniteQueryOptions({
    queryKey: searchKeys.posts(state),
    queryFn: ({ pageParam, signal }) => fetchSearchPage(state, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    enabled: state.q !== '',
    // New posts become findable within a second: a minute, not the app's five.
    staleTime: 60_000,
  });
}
