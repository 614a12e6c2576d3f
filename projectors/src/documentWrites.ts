import type { ReadDocument, ReadStore } from '@mohalla/infra';

/** A stored document and the collection holding it. */
export interface Found {
  name: string;
  doc: ReadDocument;
}

/**
 * The document with this id in the first of `collections` that holds it,
 * or, with `everywhere`, in each that holds it (a move a crash cut short
 * leaves it in two).
 */
export async function findDocument(
  store: ReadStore,
  collections: readonly string[],
  id: string,
  everywhere: boolean,
): Promise<Found[]> {
  const found: Found[] = [];
  for (const name of collections) {
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
 * (only the changed fields when it is already there: a rebuild's overlay
 * then changes its copy in place), then removed from wherever else it was.
 * Delivered again, each write is refused by its guard or finishes what a
 * crash interrupted.
 */
export async function writeDocument(store: ReadStore, change: DocumentChange): Promise<void> {
  const { id, found, next, unchanged, position } = change;
  if (unchanged && found.length <= 1) return;
  const target = next?.collection;
  if (next && !unchanged) {
    const collection = store.collection(next.collection);
    const there = found.find((f) => f.name === target);
    const fields = there ? changedFields(there.doc, next.doc) : null;
    if (fields === null) await collection.put(next.doc, position);
    else if (Object.keys(fields).length > 0) await collection.patch(id, fields, position);
  }
  for (const f of found) if (f.name !== target) await store.collection(f.name).remove(id, position);
}

/** The fields `next` sets differently from `stored`; null when it drops one (a patch cannot, a put must). */
function changedFields(stored: ReadDocument, next: ReadDocument): Record<string, unknown> | null {
  const before = stored as unknown as Record<string, unknown>;
  const after = next as unknown as Record<string, unknown>;
  for (const key in before) if (after[key] === undefined && before[key] !== undefined) return null;
  const fields: Record<string, unknown> = {};
  for (const key in after) if (after[key] !== before[key]) fields[key] = after[key];
  return fields;
}
