import type { ReadDocument } from '@mohalla/infra';
import type { Shelves } from '../documentProjection.js';
import type { ProjectedEvent } from '../projection.js';

/** A document as a projection with a hidden shadow folds it: `hidden` while a moderator has it hidden. */
export type Kept<T extends ReadDocument> = T & { hidden?: true };

/** The document as a moderator's hide (`hiding`) or restore leaves it: unchanged when it already is so. */
export function withHidden<T extends ReadDocument>(doc: Kept<T>, hiding: boolean): Kept<T> {
  if ((doc.hidden === true) === hiding) return doc;
  if (hiding) return { ...doc, hidden: true };
  const { hidden: _restored, ...shown } = doc;
  return shown as Kept<T>;
}

/**
 * Public and hidden shelves: a hidden document waits in a private shadow
 * collection, out of every public read, until restored. The flag is never
 * stored: the collection holding the document says it.
 */
export function hiddenShelves<T extends ReadDocument>(
  shown: string,
  hidden: string,
  movedBy: (event: ProjectedEvent) => boolean,
): Shelves<Kept<T>> {
  return {
    place(doc) {
      if (!doc.hidden) return { collection: shown, doc };
      const { hidden: _flag, ...stored } = doc;
      return { collection: hidden, doc: stored as ReadDocument };
    },
    // A shown document is handed on as it is: no copy for each of a rebuild's upvotes.
    read: (collection, doc) => (collection === hidden ? { ...(doc as T), hidden: true } : (doc as Kept<T>)),
    movedBy,
  };
}
