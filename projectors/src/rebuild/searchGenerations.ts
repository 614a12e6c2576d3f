import type { ReadStore, SearchIndex, SearchIndexGeneration, SearchIndexWriter } from '@mohalla/infra';
import { type RebuildRun, runsOf, saveRun } from './rebuildRun.js';

/**
 * The fresh search index generation a rebuild fills, made on its first
 * search write (so a rebuild of read models alone never touches the index)
 * and recorded with the run: whichever process takes the rebuild up, or
 * runs its next job, reopens that generation and carries on filling it.
 */
export function searchGenerations(searchIndex: SearchIndex, readStore: ReadStore) {
  const held = new Map<string, Promise<SearchIndexGeneration>>();

  /** Reopens the run's generation, or makes one and records it; two processes racing agree on one. */
  const openOrCreate = async (rebuildId: string): Promise<SearchIndexGeneration> => {
    for (;;) {
      const run = await runsOf(readStore).get(rebuildId);
      if (!run) throw new Error(`rebuild ${rebuildId} is gone`);
      if (run.searchGeneration) return searchIndex.openGeneration(run.searchGeneration);
      const made = await searchIndex.createGeneration();
      const recorded = await saveRun(readStore, run, { searchGeneration: made.id }).then(
        () => true,
        async (error: unknown) => {
          await searchIndex.dropGeneration(made.id);
          // The run changed meanwhile (another process may have recorded its generation): look again.
          if ((await runsOf(readStore).get(rebuildId))?.revision === run.revision) throw error;
          return false;
        },
      );
      if (recorded) return made;
    }
  };
  const generationFor = (rebuildId: string) => {
    let generation = held.get(rebuildId);
    if (!generation) {
      generation = openOrCreate(rebuildId);
      held.set(rebuildId, generation);
      generation.catch(() => held.delete(rebuildId));
    }
    return generation;
  };

  return {
    forget: (rebuildId: string) => held.delete(rebuildId),
    /** Drops the generation of a rebuild that will not be swapped in. */
    async drop(run: RebuildRun): Promise<void> {
      held.delete(run._id);
      if (run.searchGeneration) await searchIndex.dropGeneration(run.searchGeneration);
    },
    /** What one projection writes through during a rebuild (in bulk, too). */
    writerFor(rebuildId: string): SearchIndexWriter & Pick<SearchIndexGeneration, 'upsertPosts'> {
      return {
        upsertPosts: async (batch) => (await generationFor(rebuildId)).upsertPosts(batch),
        upsertPost: async (doc, position) => (await generationFor(rebuildId)).upsertPost(doc, position),
        removePost: async (id, position) => (await generationFor(rebuildId)).removePost(id, position),
        upsertPlace: async (doc, position) => (await generationFor(rebuildId)).upsertPlace(doc, position),
        removePlace: async (id, position) => (await generationFor(rebuildId)).removePlace(id, position),
      };
    },
  };
}
export type SearchGenerations = ReturnType<typeof searchGenerations>;
