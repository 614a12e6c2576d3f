import type { Client } from '@opensearch-project/opensearch';
import type { PlaceDocument, PostDocument, SearchIndexGeneration, SearchIndexWriter } from './port.js';
import { exactKey, fold } from './text.js';
import { assertPosition, normalizeInstant, placeTypeRank, placeWords } from './validation.js';

/**
 * Writes use external versioning with the log position as the version: the
 * server applies a write only when its version is greater than the stored
 * one and answers 409 otherwise, atomically, so a replayed older event is a
 * no-op. Removal indexes a tombstone document (`live: false`) rather than
 * deleting: a real delete keeps its version only for `index.gc_deletes`
 * (60 s by default), after which a replayed older upsert would be accepted
 * and resurrect the post. Tombstones live as long as the index generation.
 *
 * `refresh: true` (live writes) makes each write searchable before it
 * returns, at the cost of a shard refresh (tens of milliseconds here).
 * `wait_for` would instead hold every write until the next scheduled
 * refresh, up to a second, and the projector applies events one at a time:
 * a second per event would stall every read model behind it.
 */
export function openSearchWriter(
  client: Client,
  names: () => Promise<{ posts: string; places: string }>,
  refresh: boolean,
): SearchIndexWriter & Pick<SearchIndexGeneration, 'upsertPosts'> {
  const write = async (index: string, id: string, body: Record<string, unknown>, position: number) => {
    const response = await client.index(
      { index, id, body, version: assertPosition(position), version_type: 'external', refresh },
      { ignore: [409] },
    );
    return response.statusCode !== 409;
  };
  return {
    async upsertPost(doc: PostDocument, position) {
      return write((await names()).posts, doc.id, postSource(doc), position);
    },
    async upsertPosts(batch) {
      if (batch.length === 0) return 0;
      const index = (await names()).posts;
      const body = batch.flatMap(({ doc, position }) => [
        {
          index: { _index: index, _id: doc.id, version: assertPosition(position), version_type: 'external' },
        },
        postSource(doc),
      ]);
      const response = await client.bulk({ body, refresh } as never);
      const items = (response.body as { items: { index: { status: number; error?: unknown } }[] }).items;
      const failed = items.find((item) => item.index.status >= 300 && item.index.status !== 409);
      if (failed) throw new Error(`SearchIndex: bulk write failed: ${JSON.stringify(failed.index.error)}`);
      return items.filter((item) => item.index.status < 300).length;
    },
    async removePost(id, position) {
      return write((await names()).posts, id, { live: false, id }, position);
    },
    async upsertPlace(doc: PlaceDocument, position) {
      const body = {
        live: true,
        id: doc.id,
        typeRank: placeTypeRank(doc),
        nameKey: fold(doc.name),
        words: placeWords(doc).join(' '),
        place: doc,
      };
      return write((await names()).places, doc.id, body, position);
    },
    async removePlace(id, position) {
      return write((await names()).places, id, { live: false, id }, position);
    },
  };
}

function postSource(doc: PostDocument) {
  return {
    live: true,
    id: doc.id,
    areaId: doc.areaId,
    cityId: doc.cityId,
    type: doc.type,
    ...(doc.topicId === undefined ? {} : { topicId: doc.topicId }),
    title: doc.title,
    content: doc.content,
    authorAlias: doc.authorAlias,
    authorKey: fold(doc.authorAlias.trim()),
    titleKey: exactKey(doc.title),
    createdAt: normalizeInstant(doc.createdAt, 'createdAt'),
    upvotes: doc.upvotes,
    replyCount: doc.replyCount,
  };
}
