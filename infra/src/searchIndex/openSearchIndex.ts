import { Client } from '@opensearch-project/opensearch';
import { decodeCursor, encodeCursor } from './cursor.js';
import { highlights } from './highlight.js';
import { listOpenSearchDocuments } from './openSearchListing.js';
import { indexSettings, placeMappings, postMappings } from './openSearchMappings.js';
import { placeQuery, postQuery } from './openSearchQueries.js';
import { openSearchWriter } from './openSearchWrites.js';
import { maxPlaces, maxPostPage, type PlaceDocument, type SearchIndex } from './port.js';
import { fuzzyMinLength, maxQueryWords, parseQuery } from './query.js';
import { tokenize } from './text.js';
import { clamp } from './validation.js';

export interface OpenSearchIndexOptions {
  url: string;
  /** Lowercase; every index and alias this adapter makes starts with it. */
  indexPrefix: string;
  /** Replicas per index (default 1); 0 on a single-node test server keeps it green. */
  replicas?: number;
}

/** Generation ids this adapter makes: `g0`, then `g` and a time-based suffix. */
const generationPattern = /^g[a-z0-9]+$/;
const generationId = (id: string) => {
  if (!generationPattern.test(id)) throw new Error(`SearchIndex: unknown generation '${id}'`);
  return id;
};

interface Hit<T> {
  _id: string;
  _score: number | null;
  _source?: T;
  sort?: unknown[];
}

/**
 * SearchIndex on OpenSearch. Searches and live writes go through two aliases,
 * `<prefix>-posts` and `<prefix>-places`; each generation is a pair of
 * concrete indexes `<prefix>-posts-<gen>` / `<prefix>-places-<gen>`, and
 * activation moves both aliases in one atomic `_aliases` call.
 *
 * Live writes refresh the shard before they return (read-your-writes; see
 * `openSearchWrites.ts` for why not `wait_for`). Writes into a generation
 * being rebuilt skip refreshes; activation refreshes that generation once.
 */
export function createOpenSearchIndex(options: OpenSearchIndexOptions): SearchIndex {
  const client = new Client({ node: options.url });
  const prefix = options.indexPrefix;
  const alias = { posts: `${prefix}-posts`, places: `${prefix}-places` };
  const concrete = (generation: string) => ({
    posts: `${alias.posts}-${generation}`,
    places: `${alias.places}-${generation}`,
  });

  const createIndexes = async (generation: string) => {
    const names = concrete(generation);
    const settings = indexSettings(options.replicas ?? 1);
    for (const [index, mappings] of [
      [names.posts, postMappings],
      [names.places, placeMappings],
    ] as const) {
      const response = await client.indices.create(
        { index, body: { settings, mappings } as never },
        { ignore: [400] },
      );
      const error = (response.body as { error?: { type?: string } }).error;
      if (error && error.type !== 'resource_already_exists_exception') throw new Error(JSON.stringify(error));
    }
    return names;
  };

  // The first use makes generation g0 and points the aliases at it; a fixed
  // name lets several processes race through this harmlessly.
  let ready: Promise<void> | undefined;
  const init = () => {
    ready ??= (async () => {
      const exists = await client.indices.existsAlias({ name: [alias.posts, alias.places] });
      if (exists.body === true) return;
      const names = await createIndexes('g0');
      await client.indices.updateAliases({
        body: {
          actions: [
            { add: { index: names.posts, alias: alias.posts } },
            { add: { index: names.places, alias: alias.places } },
          ],
        },
      });
    })().catch((error) => {
      ready = undefined;
      throw error;
    });
    return ready;
  };
  const aliases = async () => {
    await init();
    return alias;
  };
  const aliasTargets = async (name: string): Promise<string[]> => {
    const response = await client.indices.getAlias({ name }, { ignore: [404] });
    return response.statusCode === 404 ? [] : Object.keys(response.body as object);
  };
  const activeGeneration = async () => {
    await init();
    const [index] = await aliasTargets(alias.posts);
    if (!index) throw new Error(`SearchIndex: alias ${alias.posts} points nowhere`);
    return index.slice(alias.posts.length + 1);
  };

  return {
    ...openSearchWriter(client, aliases, true),

    async searchPosts(query) {
      const limit = clamp(query.limit, 1, maxPostPage);
      const after = query.cursor === undefined ? undefined : decodeCursor(query.cursor);
      const parsed = parseQuery(query.q);
      if (parsed.words.length === 0) return { hits: [], total: 0, nextCursor: null };
      const response = await client.search({
        index: (await aliases()).posts,
        body: {
          query: postQuery(parsed, query),
          sort: [{ _score: { order: 'desc' } }, { id: { order: 'asc' } }],
          size: limit + 1,
          track_total_hits: true,
          _source: ['title', 'content'],
          ...(after ? { search_after: [after.score, after.id] } : {}),
        } as never,
      });
      const body = response.body as unknown as {
        hits: { total: { value: number }; hits: Hit<{ title: string; content: string }>[] };
      };
      const page = body.hits.hits.slice(0, limit).map((hit) => ({
        id: hit._id,
        score: Number(hit.sort?.[0] ?? hit._score ?? 0),
        highlights: highlights(parsed, hit._source ?? { title: '', content: '' }),
      }));
      const last = page.at(-1);
      return {
        hits: page,
        total: body.hits.total.value,
        nextCursor:
          last && body.hits.hits.length > limit ? encodeCursor({ score: last.score, id: last.id }) : null,
      };
    },

    async searchPlaces(q, limit) {
      const words = [...new Set(tokenize(q))].slice(0, maxQueryWords);
      if (words.length === 0) return [];
      const response = await client.search({
        index: (await aliases()).places,
        body: {
          query: placeQuery(words, fuzzyMinLength),
          sort: [{ typeRank: 'asc' }, { nameKey: 'asc' }, { id: 'asc' }],
          size: clamp(limit, 1, maxPlaces),
          _source: ['place'],
        } as never,
      });
      const hits = (response.body as unknown as { hits: { hits: Hit<{ place: PlaceDocument }>[] } }).hits
        .hits;
      return hits.map((hit) => hit._source!.place);
    },

    async createGeneration() {
      await init();
      const id = `g${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
      const names = await createIndexes(id);
      return { id, ...openSearchWriter(client, async () => names, false) };
    },

    async activateGeneration(id) {
      await init();
      const next = concrete(generationId(id));
      const exists = await client.indices.exists({ index: [next.posts, next.places] });
      if (exists.body !== true) throw new Error(`SearchIndex: unknown generation '${id}'`);
      const old = [...(await aliasTargets(alias.posts)), ...(await aliasTargets(alias.places))].filter(
        (index) => index !== next.posts && index !== next.places,
      );
      if (old.length === 0) return;
      await client.indices.refresh({ index: [next.posts, next.places] });
      await client.indices.updateAliases({
        body: {
          actions: [
            ...old.map((index) => ({
              remove: { index, alias: index.startsWith(alias.posts) ? alias.posts : alias.places },
            })),
            { add: { index: next.posts, alias: alias.posts } },
            { add: { index: next.places, alias: alias.places } },
          ],
        },
      });
      await client.indices.delete({ index: old }, { ignore: [404] });
    },

    activeGeneration,

    async openGeneration(id) {
      const names = concrete(generationId(id));
      const exists = await client.indices.exists({ index: [names.posts, names.places] });
      if (exists.body !== true) throw new Error(`SearchIndex: unknown generation '${id}'`);
      if (id === (await activeGeneration()))
        throw new Error(`SearchIndex: generation '${id}' is active; write through the index`);
      return { id, ...openSearchWriter(client, async () => names, false) };
    },

    listDocuments() {
      return listOpenSearchDocuments(client, async () => concrete(await activeGeneration()));
    },

    async listGenerations() {
      const active = await activeGeneration();
      const response = await client.indices.get({ index: `${alias.posts}-g*` }, { ignore: [404] });
      const ids = Object.keys(response.body as object).flatMap((index) => {
        const id = index.slice(alias.posts.length + 1);
        return index.startsWith(`${alias.posts}-`) && generationPattern.test(id) ? [id] : [];
      });
      return { ids, active };
    },

    async dropGeneration(id) {
      if (!generationPattern.test(id)) return;
      if (id === (await activeGeneration()))
        throw new Error(`SearchIndex: generation '${id}' is active and cannot be dropped`);
      const names = concrete(id);
      // One of the pair may be missing (a createGeneration cut short): drop whichever is there.
      await client.indices.delete({ index: [names.posts, names.places], ignore_unavailable: true });
    },

    async close() {
      await client.close();
    },
  };
}
