import type { SearchState } from '../searchUrl';

/** Query keys of the search feature: one post search per query, set of filters and area. */
export const searchKeys = {
  all: ['search'] as const,
  posts: ({ q, filters, area }: SearchState) =>
    [
      ...searchKeys.all,
      'posts',
      q,
      filters.type ?? null,
      filters.dateRange ?? null,
      filters.author ?? null,
      area ?? null,
    ] as const,
};
