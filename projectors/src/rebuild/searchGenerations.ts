import type { CheckpointStore, SearchIndex, SearchIndexGeneration, SearchIndexWriter } from '@mohalla/infra';

/** The staged checkpoint that says a projection has written into its rebuild's search generation. */
export const searchMark = (projection: string) => `${projection}@search`;

/**
 * The fresh search index generations rebuilds fill, one per rebuild, made
 * on the first search write so a rebuild of read models alone never touches
 * the index. The SearchIndex port cannot reopen a generation, so only the
 * process that made one can fill it: each projection marks its first search
 * write in the staged checkpoints, and a rebuild taken up by another
 * process starts those projections over (see `Rebuilder`).
 */
export function searchGenerations(searchIndex: SearchIndex) {
  const held = new Map<string, Promise<SearchIndexGeneration>>();
  const generationFor = (rebuildId: string) => {
    let generation = held.get(rebuildId);
    if (!generation) {
      generation = searchIndex.createGeneration();
      held.set(rebuildId, generation);
      generation.catch(() => held.delete(rebuildId));
    }
    return generation;
  };
  return {
    /** Whether this process holds the rebuild's generation (it made it). */
    holds: (rebuildId: string) => held.has(rebuildId),
    held: (rebuildId: string) => held.get(rebuildId),
    forget: (rebuildId: string) => held.delete(rebuildId),
    /** What one projection writes through during a rebuild. */
    writerFor(rebuildId: string, projection: string, staged: CheckpointStore): SearchIndexWriter {
      let marked = false;
      const target = async () => {
        if (!marked) {
          await staged.set(searchMark(projection), 1);
          marked = true;
        }
        return generationFor(rebuildId);
      };
      return {
        upsertPost: async (doc, position) => (await target()).upsertPost(doc, position),
        removePost: async (id, position) => (await target()).removePost(id, position),
        upsertPlace: async (doc, position) => (await target()).upsertPlace(doc, position),
        removePlace: async (id, position) => (await target()).removePlace(id, position),
      };
    },
  };
}
export type SearchGenerations = ReturnType<typeof searchGenerations>;
