import type { BatchedWrite, Collection, Filter, FindOptions, ReadDocument } from '@mohalla/infra';

/** A document (null: a tombstone, or never written) with the position it was written at (-1: never). */
export interface Entry {
  doc: ReadDocument | null;
  position: number;
}

/** What an adapter offers beyond the port for the overlay to guard writes in memory (SQLite's `readEntry`). */
export interface PositionedReads {
  readEntry(id: string): Promise<{ doc: ReadDocument | null; position: number } | null>;
}

export const hasPositionedReads = (
  collection: Collection<ReadDocument>,
): collection is Collection<ReadDocument> & PositionedReads =>
  typeof (collection as Partial<PositionedReads>).readEntry === 'function';

/**
 * What the overlay knows of a collection beyond its entries: `complete` when
 * every document the collection holds is in memory or among `stored` (ids
 * written out and then forgotten), so any other id was never written (see
 * `OverlayStore.startFresh`).
 */
export interface Memory {
  complete: boolean;
  stored: Set<string>;
}

/** What an overlay collection shares with its store: where writes queue, and flushing them. */
export interface OverlayHost {
  /** Whether flushes write each document's final state (not every write in order): see `OverlayOptions`. */
  readonly coalesce: boolean;
  record(write: BatchedWrite, entries: Map<string, Entry>): void;
  /** Writes every queued write through (no checkpoints): before a read or write the overlay cannot answer. */
  flushWrites(): Promise<void>;
}

/** Fields as the store's patch sets them: `undefined` values are left out. */
function setFields(doc: Record<string, unknown>, fields: Record<string, unknown>): void {
  for (const key in fields) if (fields[key] !== undefined) doc[key] = fields[key];
}

/**
 * Documents the overlay made itself (patched copies), which nothing but its
 * entries and the projections' passing reads refer to: when coalescing, a
 * further patch changes them in place instead of copying again. A rebuild's
 * profile had scavenges at a fifth of its time, and a post's copy per upvote
 * and reply (17 fields) was the largest share of what it allocated. A
 * document handed in by `put` is never changed: the caller may hold it.
 */
const owned = new WeakSet<object>();

function patched(doc: ReadDocument, fields: Record<string, unknown>, inPlace: boolean): ReadDocument {
  if (inPlace && owned.has(doc)) {
    setFields(doc as unknown as Record<string, unknown>, fields);
    return doc;
  }
  const next: Record<string, unknown> = { ...doc };
  setFields(next, fields);
  if (inPlace) owned.add(next);
  return next as unknown as ReadDocument;
}

/**
 * One collection seen through the overlay: `get` answers from memory once a
 * document is known, `put`/`patch`/`remove` apply the store's position
 * guards to the remembered position and queue the write; filtered reads and
 * writes (`find`, `count`, `patchWhere`, `removeWhere`, `clear`) write the
 * queue through first and then go to the store, which is rarer than it
 * sounds (city and area changes, retention). Documents are shared with the
 * overlay: callers treat them as immutable, as projections do.
 */
export function overlayCollection(
  name: string,
  inner: Collection<ReadDocument> & PositionedReads,
  entries: Map<string, Entry>,
  host: OverlayHost,
  memory: Memory,
): Collection<ReadDocument> {
  /**
   * The entry when memory answers without the store (nearly always, in a
   * rebuild): a synchronous path, as each of a rebuild's millions of reads
   * and writes through an async `load` cost a promise and a turn of the
   * microtask queue of its own.
   */
  const known = (id: string): Entry | undefined => {
    let entry = entries.get(id);
    if (!entry && memory.complete && !memory.stored.has(id)) {
      entry = { doc: null, position: -1 };
      entries.set(id, entry);
    }
    return entry;
  };
  const load = async (id: string): Promise<Entry> => {
    const stored = await inner.readEntry(id);
    // Another call may have filled the entry while this one waited for the store.
    let entry = entries.get(id);
    if (!entry) {
      entry = stored ? { doc: stored.doc, position: stored.position } : { doc: null, position: -1 };
      entries.set(id, entry);
    }
    return entry;
  };
  const through = async <R>(run: () => Promise<R>, changes: boolean): Promise<R> => {
    await host.flushWrites();
    const result = await run();
    if (changes) {
      entries.clear();
      memory.complete = false;
    }
    return result;
  };
  return {
    async get(id) {
      return (known(id) ?? (await load(id))).doc;
    },
    find: (filter?: Filter, options?: FindOptions) => through(() => inner.find(filter, options), false),
    count: (filter?: Filter) => through(() => inner.count(filter), false),
    async put(doc, position) {
      const entry = known(doc._id) ?? (await load(doc._id));
      if (entry.position >= position) return false;
      // The caller holds it (it may come from a read of another collection): never changed in place.
      owned.delete(doc);
      entry.doc = doc;
      entry.position = position;
      host.record({ op: 'put', collection: name, doc, position }, entries);
      return true;
    },
    async patch(id, fields, position) {
      const entry = known(id) ?? (await load(id));
      if (!entry.doc || entry.position >= position) return false;
      entry.doc = patched(entry.doc, fields, host.coalesce);
      entry.position = position;
      host.record({ op: 'patch', collection: name, id, fields, position }, entries);
      return true;
    },
    async remove(id, position) {
      const entry = known(id) ?? (await load(id));
      if (entry.position >= position) return false;
      entry.doc = null;
      entry.position = position;
      host.record({ op: 'remove', collection: name, id, position }, entries);
      return true;
    },
    patchWhere: (filter, fields, position) => through(() => inner.patchWhere(filter, fields, position), true),
    removeWhere: (filter, position) => through(() => inner.removeWhere(filter, position), true),
    clear: () => through(() => inner.clear(), true),
  };
}
