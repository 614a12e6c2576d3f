import {
  MAX_SEARCH_AUTHOR_LENGTH,
  MAX_SEARCH_QUERY_LENGTH,
  POST_TYPES,
  type PostType,
  SEARCH_DATE_RANGES,
  type SearchDateRange,
} from '@mohalla/contracts';
import { isAreaId, rememberedSearchArea } from './currentArea';

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
  /** The one area searched; absent: every area ('All areas'). */
  area?: string;
}

/** `area=all` in the address: every area, even where a current area would be the default. */
export const ALL_AREAS = 'all';

const isOneOf = <T extends string>(values: readonly T[], value: string | null): value is T =>
  value !== null && (values as readonly string[]).includes(value);

/**
 * Reads the search from `?q=&type=&dateRange=&author=&area=`. Hand-edited or
 * stale addresses never fail: unknown values are dropped and text is trimmed
 * and cut to what the server accepts. With no `area`, the search looks in
 * `currentArea` (the remembered one by default); `area=all` in every area.
 */
export function readSearchState(
  params: URLSearchParams,
  currentArea: string | undefined = rememberedSearchArea(),
): SearchState {
  const filters: SearchFilters = {};
  const type = params.get('type');
  if (isOneOf(POST_TYPES, type)) filters.type = type;
  const dateRange = params.get('dateRange');
  if (isOneOf(SEARCH_DATE_RANGES, dateRange)) filters.dateRange = dateRange;
  const author = (params.get('author') ?? '').trim().slice(0, MAX_SEARCH_AUTHOR_LENGTH).trim();
  if (author !== '') filters.author = author;
  const q = (params.get('q') ?? '').trim().slice(0, MAX_SEARCH_QUERY_LENGTH).trim();
  const area = params.get('area');
  const searched = isAreaId(area) ? area : area === ALL_AREAS ? undefined : currentArea;
  return searched === undefined ? { q, filters } : { q, filters, area: searched };
}

/** The query string of a search: `q` always first, then only the filters that are set, then the area. */
export function searchParamsOf({ q, filters, area }: SearchState): URLSearchParams {
  const params = new URLSearchParams({ q });
  if (filters.type) params.set('type', filters.type);
  if (filters.dateRange) params.set('dateRange', filters.dateRange);
  if (filters.author) params.set('author', filters.author);
  if (area) params.set('area', area);
  return params;
}

/**
 * The search page's address for a search. Every area is said outright
 * (`area=all`) only where a remembered area would otherwise be searched.
 */
export function searchPath(
  state: SearchState,
  currentArea: string | undefined = rememberedSearchArea(),
): string {
  const params = searchParamsOf(state);
  if (!state.area && currentArea) params.set('area', ALL_AREAS);
  return `/search?${params}`;
}

export const hasFilters = (filters: SearchFilters): boolean =>
  filters.type !== undefined || filters.dateRange !== undefined || filters.author !== undefined;
