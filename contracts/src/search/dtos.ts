import { z } from 'zod';
import { PostDtoSchema } from '../posts/dtos.js';
import { POST_TYPES } from '../posts/rules.js';
import { lineText } from '../shared/text.js';

/** The search page's date ranges: posts created since the start of today (IST), or in the last 7, 30 or 365 days. */
export const SEARCH_DATE_RANGES = ['today', 'week', 'month', 'year'] as const;
export type SearchDateRange = (typeof SEARCH_DATE_RANGES)[number];

/** The longest query and author filter accepted, in characters. */
export const MAX_SEARCH_QUERY_LENGTH = 200;
export const MAX_SEARCH_AUTHOR_LENGTH = 60;
export const DEFAULT_SEARCH_PAGE_SIZE = 20;
export const MAX_SEARCH_PAGE_SIZE = 100;

/**
 * `GET /api/search`. Every filter applies only when set. The spec's type
 * filter lists discussion, event and news, which no post can be; the real
 * post types are offered instead. `author` matches an area alias, whole and
 * without case: never a real name or email.
 */
export const PostSearchQuerySchema = z.object({
  q: lineText().max(MAX_SEARCH_QUERY_LENGTH),
  type: z.enum(POST_TYPES).optional(),
  area: z.uuid().optional(),
  dateRange: z.enum(SEARCH_DATE_RANGES).optional(),
  author: lineText().min(1).max(MAX_SEARCH_AUTHOR_LENGTH).optional(),
  limit: z.coerce.number().int().min(1).max(MAX_SEARCH_PAGE_SIZE).default(DEFAULT_SEARCH_PAGE_SIZE),
  cursor: z.string().min(1).max(1000).optional(),
});
export type PostSearchQuery = z.infer<typeof PostSearchQuerySchema>;

/**
 * A post as the results show it: the public post plus highlighted snippets,
 * and where it is from. Highlights are HTML-safe (the text escaped, matches
 * wrapped in `<mark>`), and present only for a field a query word matched.
 * `area` and `city` are named as the places read models name them when the
 * search is answered (a renamed area shows its new name).
 */
export const PostSearchHitSchema = PostDtoSchema.extend({
  highlights: z.object({ title: z.string().optional(), content: z.string().optional() }),
  area: z.object({ id: z.uuid(), name: z.string() }),
  city: z.object({ id: z.uuid(), name: z.string(), state: z.string() }),
});
export type PostSearchHit = z.infer<typeof PostSearchHitSchema>;

/** The spec's search response `{posts, total}`, plus the cursor of the next page (`null` on the last). */
export const PostSearchResponseSchema = z.object({
  posts: z.array(PostSearchHitSchema),
  total: z.number().int().nonnegative(),
  nextCursor: z.string().nullable(),
});
export type PostSearchResponse = z.infer<typeof PostSearchResponseSchema>;

/** `GET /api/places/search?q=`: the chooser's city-and-place search. */
export const PlaceSearchQuerySchema = z.object({
  q: lineText().max(MAX_SEARCH_QUERY_LENGTH),
});

/** The spec's location search result: `subtitle` is "state, country" for a city and "city, state" for an area. */
export const PlaceSearchResultSchema = z.object({
  type: z.enum(['city', 'area']),
  id: z.uuid(),
  name: z.string(),
  subtitle: z.string(),
  cityId: z.uuid().optional(),
});
export type PlaceSearchResult = z.infer<typeof PlaceSearchResultSchema>;

/** Cities first, then by name; at most 10. */
export const PlaceSearchResponseSchema = z.array(PlaceSearchResultSchema);
