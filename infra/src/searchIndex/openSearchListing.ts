import type { Client } from '@opensearch-project/opensearch';
import { type DigestedPost, placeDigest, storedPostDigest } from './documentListing.js';
import type { ListedDocument, PlaceDocument } from './port.js';

/** Hits per page: well under the default `index.max_result_window`, and a few MB of source at most. */
const pageSize = 1000;

interface ListedHit<T> {
  _id: string;
  _version: number;
  _source: T;
  sort: unknown[];
}

/**
 * Pages through the live documents of one concrete index by `id` with
 * `search_after` (no deep `from`, no scroll context to leak). The external
 * version each write carried is the log position.
 */
async function* pages<T>(client: Client, index: string, source: string[]) {
  let after: unknown[] | undefined;
  for (;;) {
    const response = await client.search({
      index,
      body: {
        query: { term: { live: true } },
        sort: [{ id: 'asc' }],
        size: pageSize,
        version: true,
        track_total_hits: false,
        _source: source,
        ...(after ? { search_after: after } : {}),
      } as never,
    });
    const hits = (response.body as unknown as { hits: { hits: ListedHit<T>[] } }).hits.hits;
    yield* hits;
    if (hits.length < pageSize) return;
    after = hits.at(-1)!.sort;
  }
}

/** Lists the concrete indexes of one generation (not the aliases, which a swap would move mid-listing). */
export async function* listOpenSearchDocuments(
  client: Client,
  names: () => Promise<{ posts: string; places: string }>,
): AsyncIterable<ListedDocument> {
  const { posts, places } = await names();
  const postFields = ['areaId', 'type', 'createdAt', 'authorKey', 'title', 'content'];
  for await (const hit of pages<DigestedPost>(client, posts, postFields))
    yield { kind: 'post', id: hit._id, position: hit._version, digest: storedPostDigest(hit._source) };
  for await (const hit of pages<{ place: PlaceDocument }>(client, places, ['place']))
    yield { kind: 'place', id: hit._id, position: hit._version, digest: placeDigest(hit._source.place) };
}
