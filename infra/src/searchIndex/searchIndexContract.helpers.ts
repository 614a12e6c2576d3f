import { afterAll } from 'vitest';
import type { PlaceDocument, PostDocument, PostResults, SearchIndex } from './port.js';

export type MakeSearchIndex = () => Promise<SearchIndex>;

/** Each call opens a fresh, empty index; all are closed after the suite. */
export function freshIndexes(make: MakeSearchIndex): () => Promise<SearchIndex> {
  const opened: SearchIndex[] = [];
  afterAll(async () => {
    await Promise.all(opened.map((index) => index.close()));
  });
  return async () => {
    const index = await make();
    opened.push(index);
    return index;
  };
}

export function post(id: string, fields: Partial<PostDocument> = {}): PostDocument {
  return {
    id,
    areaId: 'area-a',
    cityId: 'city-x',
    type: 'ask',
    title: `Post ${id}`,
    content: 'Nothing much.',
    authorAlias: 'QuietOwl',
    createdAt: '2025-05-01T10:00:00.000Z',
    upvotes: 0,
    replyCount: 0,
    ...fields,
  };
}

export const city = (id: string, name: string, state: string, country = 'India'): PlaceDocument => ({
  type: 'city',
  id,
  name,
  state,
  country,
});
export const area = (
  id: string,
  name: string,
  cityId: string,
  cityName: string,
  state: string,
): PlaceDocument => ({ type: 'area', id, name, cityId, cityName, state });

export const ids = (results: PostResults) => results.hits.map((h) => h.id);
export const sorted = (results: PostResults) => ids(results).sort();
