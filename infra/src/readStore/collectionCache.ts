import { assertCollectionName } from './fieldPath.js';
import type { Collection, CollectionOptions, ReadDocument } from './port.js';

/**
 * One adapter object per collection name and index set, so that creating
 * indexes and preparing statements happens once, not on every
 * `store.collection(...)` call in a hot projection.
 */
export function collectionCache(
  make: (name: string, options: CollectionOptions) => Collection<ReadDocument>,
): {
  get<T extends ReadDocument>(name: string, options?: CollectionOptions): Collection<T>;
  /** Forgets the adapter objects of one name (a staged collection once promoted or dropped). */
  evict(name: string): void;
  clear(): void;
} {
  const collections = new Map<string, Collection<ReadDocument>>();
  return {
    get<T extends ReadDocument>(name: string, options: CollectionOptions = {}): Collection<T> {
      const key = `${name}\u0000${JSON.stringify(options.indexes ?? [])}`;
      let collection = collections.get(key);
      if (!collection) {
        collection = make(assertCollectionName(name), options);
        collections.set(key, collection);
      }
      return collection as unknown as Collection<T>;
    },
    evict(name: string) {
      for (const key of collections.keys()) if (key.startsWith(`${name}\u0000`)) collections.delete(key);
    },
    clear: () => collections.clear(),
  };
}
