import type { SearchState } from '../searchUrl';

/** Query keys of the search feature: one post search per query and set of filters. */
export const searchKeys = {
  all: ['search'] as const,
  posts: ({ q, filters }: SearchState) =>
    [
      ...searchKeys.all,
      'posts',
      q,
      filters.type ?? null,
      filters.dateRange ?? null,
      filters.author ?? null,
    ] as const,
};
