import type { BatchedWrite, Collection, ReadDocument, ReadStore } from '@mohalla/infra';
import {
  type Entry,
  hasPositionedReads,
  type Memory,
  type OverlayHost,
  overlayCollection,
} from './overlayCollection.js';

export interface OverlayOptions {
  /**
   * Write each document's final state once per flush instead of every write
   * in order: only for a store no one else writes meanwhile (a rebuild's
   * staging), where the two are the same.
   */
  coalesce?: boolean;
  /** Documents remembered across flushes (a rebuild's working set); 0 forgets them at each flush. */
  keepDocuments?: number;
}

/** A read store whose writes wait in memory until `flush` writes them, with checkpoints, in one batch. */
export interface OverlayStore extends ReadStore {
  /** Writes what is queued and the checkpoints in one `writeBatch` (one transaction on SQLite). */
  flush(checkpoints?: Readonly<Record<string, number>>): Promise<void>;
  /** Writes queued since the last flush. */
  readonly queued: number;
  /**
   * Says the collections start out as a fresh fold (a rebuild from the log's
   * start): an id neither in memory nor written out since was then never
   * written, which saves a read per new document. What an earlier,
   * interrupted attempt left is the same fold of the same log, and the
   * store's guards still decide every write, so this changes no outcome.
   */
  startFresh(): void;
}

/**
 * The projector's write-back overlay over `inner`: projections read their
 * own writes from memory and the store sees one batch per flush. Position
 * guards are applied in memory from each document's stored position, so
 * what reaches the store is what the single operations would have written.
 * An adapter that cannot read positions (`readEntry`) is written straight
 * through, write by write, as before.
 */
export function overlayStore(inner: ReadStore, options: OverlayOptions = {}): OverlayStore {
  const { coalesce = false, keepDocuments = 0 } = options;
  const memories = new Map<string, Memory>();
  const collections = new Map<string, Collection<ReadDocument>>();
  const entriesOf = new Map<string, Map<string, Entry>>();
  let inOrder: BatchedWrite[] = [];
  let dirty = new Map<string, Set<string>>();
  let queued = 0;
  // Until memory is first cleared, after `startFresh`: collections opened later start complete too.
  let fresh = false;

  const drain = (): BatchedWrite[] => {
    if (!coalesce) {
      const writes = inOrder;
      inOrder = [];
      return writes;
    }
    const writes: BatchedWrite[] = [];
    for (const [collection, ids] of dirty) {
      const entries = entriesOf.get(collection)!;
      // In key order (one write per id, so any order leaves the same state): each B-tree page is
      // then visited once per batch, in order, instead of at random; past the page cache (a
      // 1M-event rebuild) random order was most of the write time.
      for (const id of [...ids].sort()) {
        const { doc, position } = entries.get(id)!;
        writes.push(
          doc ? { op: 'put', collection, doc, position } : { op: 'remove', collection, id, position },
        );
      }
    }
    dirty = new Map();
    return writes;
  };
  const host: OverlayHost = {
    coalesce,
    record(write) {
      queued++;
      if (!coalesce) {
        inOrder.push(write);
        return;
      }
      const id = write.op === 'put' ? write.doc._id : write.id;
      const ids = dirty.get(write.collection) ?? new Set<string>();
      if (ids.size === 0) dirty.set(write.collection, ids);
      ids.add(id);
    },
    async flushWrites() {
      if (queued === 0) return;
      queued = 0;
      await inner.writeBatch(drain());
    },
  };
  /** Clears memory; a fresh fold stays complete by noting which ids the store now holds. */
  const forget = (keepKnowing: boolean) => {
    for (const [name, entries] of entriesOf) {
      const memory = memories.get(name)!;
      if (keepKnowing && memory.complete) {
        for (const [id, entry] of entries) if (entry.position >= 0) memory.stored.add(id);
      } else {
        memory.complete = false;
      }
      entries.clear();
    }
    if (!keepKnowing) fresh = false;
  };
  const remembered = () => {
    let n = 0;
    for (const entries of entriesOf.values()) n += entries.size;
    return n;
  };

  return {
    collection<T extends ReadDocument>(
      name: string,
      collectionOptions?: Parameters<ReadStore['collection']>[1],
    ) {
      let collection = collections.get(name);
      if (!collection) {
        const opened = inner.collection<ReadDocument>(name, collectionOptions);
        const entries = new Map<string, Entry>();
        entriesOf.set(name, entries);
        const memory: Memory = { complete: fresh, stored: new Set() };
        memories.set(name, memory);
        collection = hasPositionedReads(opened)
          ? overlayCollection(name, opened, entries, host, memory)
          : opened;
        collections.set(name, collection);
      }
      return collection as unknown as Collection<T>;
    },
    checkpoints: inner.checkpoints,
    async writeBatch(writes, checkpoints) {
      await host.flushWrites();
      forget(false);
      await inner.writeBatch(writes, checkpoints);
    },
    async flush(checkpoints) {
      const writes = queued > 0 ? drain() : [];
      queued = 0;
      if (writes.length > 0 || (checkpoints && Object.keys(checkpoints).length > 0)) {
        await inner.writeBatch(writes, checkpoints);
      }
      if (keepDocuments === 0 || remembered() > keepDocuments) forget(true);
    },
    get queued() {
      return queued;
    },
    startFresh() {
      fresh = true;
      for (const memory of memories.values()) memory.complete = true;
    },
    staging() {
      throw new Error('the projector overlay has no staging area');
    },
    async close() {},
  };
}
