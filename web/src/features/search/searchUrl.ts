import {
  MAX_SEARCH_AUTHOR_LENGTH,
  MAX_SEARCH_QUERY_LENGTH,
  POST_TYPES,
  type PostType,
  SEARCH_DATE_RANGES,
  type SearchDateRange,
} from '@mohalla/contracts';

/** The filters of the search page; a filter that is absent is not applied. */
export interface SearchFilters {
  type?: PostType;
  dateRange?: SearchDateRange;
  /** An area alias, matched whole by the server. */
  author?: string;
}

/** Everything a search page shows, as kept in its address so it can be shared and gone back to. */
export interface SearchState {
  /** Trimmed; empty means no search runs. */
  q: string;
  filters: SearchFilters;
}

const isOneOf = <T extends string>(values: readonly T[], value: string | null): value is T =>
  value !== null && (values as readonly string[]).includes(value);

/**
 * Reads the search from `?q=&type=&dateRange=&author=`. Hand-edited or stale
 * addresses never fail: unknown values are dropped and text is trimmed and
 * cut to what the server accepts.
 */
export function readSearchState(params: URLSearchParams): SearchState {
  const filters: SearchFilters = {};
  const type = params.get('type');
  if (isOneOf(POST_TYPES, type)) filters.type = type;
  const dateRange = params.get('dateRange');
  if (isOneOf(SEARCH_DATE_RANGES, dateRange)) filters.dateRange = dateRange;
  const author = (params.get('author') ?? '').trim().slice(0, MAX_SEARCH_AUTHOR_LENGTH).trim();
  if (author !== '') filters.author = author;
  return { q: (params.get('q') ?? '').trim().slice(0, MAX_SEARCH_QUERY_LENGTH).trim(), filters };
}

/** The query string of a search: `q` always first, then only the filters that are set. */
export function searchParamsOf({ q, filters }: SearchState): URLSearchParams {
  const params = new URLSearchParams({ q });
  if (filters.type) params.set('type', filters.type);
  if (filters.dateRange) params.set('dateRange', filters.dateRange);
  if (filters.author) params.set('author', filters.author);
  return params;
}

/** The search page's address for a search. */
export function searchPath(state: SearchState): string {
  return `/search?${searchParamsOf(state)}`;
}

export const hasFilters = (filters: SearchFilters): boolean =>
  filters.type !== undefined || filters.dateRange !== undefined || filters.author !== undefined;
