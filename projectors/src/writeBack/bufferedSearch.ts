import type { PlaceDocument, PostDocument, SearchIndexGeneration, SearchIndexWriter } from '@mohalla/infra';

type PostWrite = { doc: PostDocument; position: number } | { doc: null; position: number };

/**
 * A rebuild's search writes, held until `flush` and then written as each
 * post's last write (a generation's `upsertPosts` in bulk, and the removals):
 * a fresh generation has one writer, so a post's last write at its newest
 * position is the state every write in order would have left. Places are
 * few and go straight through. Answers `true` for a write newer than the
 * last one held for that post; the index's own guard decides at flush.
 */
export function bufferedSearch(
  generation: Pick<SearchIndexGeneration, 'upsertPosts' | 'removePost'> & SearchIndexWriter,
): SearchIndexWriter & { flush(): Promise<void> } {
  let posts = new Map<string, PostWrite>();
  const hold = (id: string, write: PostWrite) => {
    const held = posts.get(id);
    if (held && held.position >= write.position) return false;
    posts.set(id, write);
    return true;
  };
  return {
    upsertPost: async (doc, position) => hold(doc.id, { doc, position }),
    removePost: async (id, position) => hold(id, { doc: null, position }),
    upsertPlace: (doc: PlaceDocument, position: number) => generation.upsertPlace(doc, position),
    removePlace: (id: string, position: number) => generation.removePlace(id, position),
    async flush() {
      if (posts.size === 0) return;
      const held = posts;
      posts = new Map();
      const upserts: Array<{ doc: PostDocument; position: number }> = [];
      for (const [id, write] of held) {
        if (write.doc) upserts.push({ doc: write.doc, position: write.position });
        else await generation.removePost(id, write.position);
      }
      if (upserts.length > 0) await generation.upsertPosts(upserts);
    },
  };
}
