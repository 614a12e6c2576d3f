import { type PostSearchResponse, PostSearchResponseSchema } from '@mohalla/contracts';
import { apiGet } from '../../../lib/api';
import { type SearchState, searchParamsOf } from '../searchUrl';

export const SEARCH_PAGE_SIZE = 20;

/** GET /api/search: best matches first; `nextCursor` continues the same search. */
export function fetchSearchPage(
  state: SearchState,
  cursor: string | null,
  signal: AbortSignal,
): Promise<PostSearchResponse> {
  const params = searchParamsOf(state);
  params.set('limit', String(SEARCH_PAGE_SIZE));
  if (cursor) params.set('cursor', cursor);
  return apiGet(`/api/search?${params}`, PostSearchResponseSchema, signal);
}
