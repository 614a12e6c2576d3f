import { Router } from '@koa/router';
import {
  invalidField,
  PlaceSearchQuerySchema,
  type PlaceSearchResult,
  type PostDto,
  PostSearchQuerySchema,
  type PostSearchResponse,
  ReadModels,
} from '@mohalla/contracts';
import {
  InvalidCursorError,
  maxPlaces,
  type PlaceDocument,
  type PostQuery,
  parseInput,
  type ReadStore,
  type SearchIndex,
} from '@mohalla/infra';
import type { Middleware } from 'koa';
import { upvotedByMe } from '../posts/upvotedByMe.js';
import { dateRangeStart } from './dateRange.js';
import { placesOfPosts } from './placeOfPost.js';

export interface SearchRoutesDeps {
  readStore: ReadStore;
  searchIndex: SearchIndex;
  clock: () => Date;
  /** Spends one unit of the caller's search allowance (or answers 429). */
  limit: Middleware;
  /** Finds who is reading (their posts say whether they upvoted each). */
  reader: Middleware;
}

/**
 * `GET /api/search` (posts) and `GET /api/places/search` (the chooser). The
 * index finds and ranks; the public post comes from the posts read model, so
 * a result shows exactly what the post page shows, and a post that left the
 * read model (hidden) is skipped even before the index hears of it. Each
 * result says where it is from (its area and city, named as they are now).
 */
export function searchRoutes({ readStore, searchIndex, clock, limit, reader }: SearchRoutesDeps): Router {
  const posts = readStore.collection<PostDto>(ReadModels.posts);
  const markUpvoted = upvotedByMe(readStore);
  const placesOf = placesOfPosts(readStore);
  const router = new Router({ prefix: '/api' });

  router.get('/search', limit, reader, async (ctx) => {
    // A missing q is a blank one: the search page asks for nothing until there is a query.
    const query = parseInput(PostSearchQuerySchema, { q: '', ...ctx.query });
    const filters: PostQuery = {
      q: query.q,
      limit: query.limit,
      ...(query.type ? { type: query.type } : {}),
      ...(query.area ? { areaId: query.area } : {}),
      ...(query.author ? { authorAlias: query.author } : {}),
      ...(query.dateRange ? { from: dateRangeStart(query.dateRange, clock()).toISOString() } : {}),
      ...(query.cursor ? { cursor: query.cursor } : {}),
    };
    const results = await searchIndex.searchPosts(filters).catch((error: unknown) => {
      if (error instanceof InvalidCursorError) {
        throw invalidField('cursor', 'must be the nextCursor of the previous page of the same search');
      }
      throw error;
    });
    const stored = await posts.find({ _id: { in: results.hits.map((hit) => hit.id) } });
    // Two independent lookups by id: the reader's upvotes and the posts' places.
    const [found, places] = await Promise.all([
      markUpvoted(ctx, stored),
      placesOf(stored.map((post) => post.areaId)),
    ]);
    const byId = new Map(found.map((post) => [post._id, post]));
    const body: PostSearchResponse = {
      // A post whose area is gone is no longer shown anywhere, nor here.
      posts: results.hits.flatMap((hit) => {
        const post = byId.get(hit.id);
        const place = post && places.get(post.areaId);
        return post && place ? [{ ...post, highlights: hit.highlights, ...place }] : [];
      }),
      total: results.total,
      nextCursor: results.nextCursor,
    };
    ctx.body = body;
  });

  router.get('/places/search', limit, async (ctx) => {
    const { q } = parseInput(PlaceSearchQuerySchema, { q: '', ...ctx.query });
    ctx.body = (await searchIndex.searchPlaces(q, maxPlaces)).map(placeResult);
  });

  return router;
}

/** The spec's location search result: a city's subtitle is "state, country", an area's "city, state". */
function placeResult(place: PlaceDocument): PlaceSearchResult {
  if (place.type === 'city') {
    return { type: 'city', id: place.id, name: place.name, subtitle: `${place.state}, ${place.country}` };
  }
  return {
    type: 'area',
    id: place.id,
    name: place.name,
    subtitle: `${place.cityName}, ${place.state}`,
    cityId: place.cityId,
  };
}
