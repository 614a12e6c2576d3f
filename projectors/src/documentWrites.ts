import type { ReadDocument, ReadStore } from '@mohalla/infra';

/** A stored document and the collection holding it. */
export interface Found {
  name: string;
  doc: ReadDocument;
}

/**
 * The document with this id in the first of the first `count` of `collections` that holds it,
 * or, with `everywhere`, in each that holds it (a move a crash cut short
 * leaves it in two).
 */
export async function findDocument(
  store: ReadStore,
  collections: readonly string[],
  count: number,
  id: string,
  everywhere: boolean,
): Promise<Found[]> {
  const found: Found[] = [];
  for (let i = 0; i < count; i++) {
    const name = collections[i]!;
    const doc = await store.collection(name).get(id);
    if (!doc) continue;
    found.push({ name, doc });
    if (!everywhere) break;
  }
  return found;
}

export interface DocumentChange {
  id: string;
  /** Where it was found before the event. */
  found: readonly Found[];
  /** Where it belongs after the event, as stored there; null: nowhere. */
  next: { collection: string; doc: ReadDocument } | null;
  /** `evolve` returned the document it was given. */
  unchanged: boolean;
  position: number;
}

/**
 * Writes a document's new state with the event's position, so every write
 * is guarded as the projections' own writes were: put where it belongs
 * (the whole document: in a rebuild's overlay that replaces the entry, a
 * tenth faster on posts than working out and patching the changed fields),
 * then removed from wherever else it was. Delivered again, each write is
 * refused by its guard or finishes what a crash interrupted.
 */
export function writeDocument(store: ReadStore, change: DocumentChange): Promise<unknown> | undefined {
  const { found, next, unchanged, position } = change;
  if (unchanged && found.length <= 1) return;
  // Nearly always: a document written where it was (or new), nothing to remove.
  if (
    next &&
    !unchanged &&
    (found.length === 0 || (found.length === 1 && found[0]!.name === next.collection))
  ) {
    return store.collection(next.collection).put(next.doc, position);
  }
  return writeAndMove(store, change);
}

async function writeAndMove(store: ReadStore, change: DocumentChange): Promise<void> {
  const { id, found, next, unchanged, position } = change;
  const target = next?.collection;
  if (next && !unchanged) {
    await store.collection(next.collection).put(next.doc, position);
  }
  for (const f of found) if (f.name !== target) await store.collection(f.name).remove(id, position);
}
