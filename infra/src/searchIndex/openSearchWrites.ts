import type { Client } from '@opensearch-project/opensearch';
import type { PlaceDocument, PostDocument, SearchIndexWriter } from './port.js';
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
 */
export function openSearchWriter(
  client: Client,
  names: () => Promise<{ posts: string; places: string }>,
  refresh: 'wait_for' | false,
): SearchIndexWriter {
  const write = async (index: string, id: string, body: Record<string, unknown>, position: number) => {
    const response = await client.index(
      { index, id, body, version: assertPosition(position), version_type: 'external', refresh },
      { ignore: [409] },
    );
    return response.statusCode !== 409;
  };
  return {
    async upsertPost(doc: PostDocument, position) {
      const body = {
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
      return write((await names()).posts, doc.id, body, position);
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
