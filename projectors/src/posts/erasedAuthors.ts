import type { ReadDocument, ReadStore } from '@mohalla/infra';
import type { ProjectedEvent } from '../projection.js';

/** Who wrote an item: kept privately beside a public read model, which shows the alias only. */
interface Authorship extends ReadDocument {
  authorId: string;
}

export interface ErasableAuthorship {
  /** The private collection of `{ _id: itemId, authorId }`. */
  collection: string;
  /** The item an event opens, with its author; null for other events. */
  authored(event: ProjectedEvent): { id: string; authorId: string } | null;
  /** Where the items are kept (public and hidden shelves): an erasure reaches them in each. */
  shelves: readonly string[];
  /** The fields an erased author's item reads with. */
  erasedFields: Record<string, unknown>;
}

/**
 * A person's erasure in a read model whose documents show an alias and not
 * who wrote them (issue 16): who wrote what is kept in a private collection
 * the public reads never see, and `PersonErased` rewrites their items to read
 * as removed, under 'Former member'. Position-guarded patches, as every
 * projection write, so a redelivery or a rebuild gives the same documents;
 * later events on those items (upvotes, hiding) fold on from the erased text.
 */
export function erasableAuthorship(spec: ErasableAuthorship) {
  const authorsOf = (store: ReadStore) =>
    store.collection<Authorship>(spec.collection, { indexes: [['authorId']] });
  return {
    collections: [spec.collection] as const,
    open: authorsOf,
    async apply(event: ProjectedEvent, store: ReadStore): Promise<void> {
      const authored = spec.authored(event);
      if (authored) {
        await authorsOf(store).put({ _id: authored.id, authorId: authored.authorId }, event.position);
        return;
      }
      if (event.type !== 'PersonErased') return;
      const items = await authorsOf(store).find({ authorId: event.data.userId });
      for (const item of items) {
        for (const shelf of spec.shelves) {
          await store.collection(shelf).patch(item._id, spec.erasedFields, event.position);
        }
      }
    },
  };
}
