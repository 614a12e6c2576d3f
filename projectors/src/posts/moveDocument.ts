import type { Collection, ReadDocument } from '@mohalla/infra';

/**
 * Moves a document between a public collection and its private shadow (what
 * a moderator hid waits there to be restored), both writes guarded by the
 * event's position. Delivered again after a crash between the two writes,
 * it finishes the move; delivered again after both, it finds nothing to move.
 */
export async function moveDocument<T extends ReadDocument>(
  from: Collection<T>,
  to: Collection<T>,
  id: string,
  position: number,
): Promise<void> {
  const doc = await from.get(id);
  if (!doc) return;
  await to.put(doc, position);
  await from.remove(id, position);
}

/** The collection that holds the document now (public or shadow), with the document. */
export async function findIn<T extends ReadDocument>(
  collections: readonly Collection<T>[],
  id: string,
): Promise<{ collection: Collection<T>; doc: T } | null> {
  for (const collection of collections) {
    const doc = await collection.get(id);
    if (doc) return { collection, doc };
  }
  return null;
}
