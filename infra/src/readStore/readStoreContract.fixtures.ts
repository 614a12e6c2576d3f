import { afterAll, beforeAll } from 'vitest';
import type { Collection, CollectionOptions, ReadDocument, ReadStore } from './port.js';

export interface Resident extends ReadDocument {
  name: string;
  age?: number | null;
  active?: boolean;
  area?: { city: string; ward?: number };
  tags?: string[];
}

export const alice: Resident = {
  _id: 'r1',
  name: 'alice',
  age: 30,
  active: true,
  area: { city: 'Pune', ward: 1 },
};
export const bob: Resident = {
  _id: 'r2',
  name: 'Bob',
  age: 25,
  active: false,
  area: { city: 'Delhi', ward: 2 },
};
export const carol: Resident = {
  _id: 'r3',
  name: 'carol',
  age: 30,
  active: true,
  area: { city: 'Pune', ward: 2 },
};
export const dave: Resident = { _id: 'r4', name: 'Dave', age: null, area: { city: 'Goa' } };
export const erin: Resident = { _id: 'r5', name: 'erin', active: true, tags: ['x'] };
export const residents = [alice, bob, carol, dave, erin];

export const ids = (docs: ReadDocument[]) => docs.map((d) => d._id);

/** What every part of the contract suite shares: the open store and fresh, uniquely named collections. */
export interface ContractContext {
  readonly store: ReadStore;
  readonly makeStore: () => Promise<ReadStore>;
  /** Unique per run, so runs can share a server. */
  readonly run: string;
  fresh<T extends ReadDocument = Resident>(options?: CollectionOptions): Collection<T>;
  /** A fresh collection holding `residents`, put at positions 10, 11, ... in order. */
  seeded(options?: CollectionOptions): Promise<Collection<Resident>>;
  /** The name of the collection `fresh` or `seeded` made last. */
  lastName(): string;
}

/** Opens the store before the suite's tests and closes it after them. */
export function contractContext(makeStore: () => Promise<ReadStore>): ContractContext {
  let store: ReadStore | undefined;
  let counter = 0;
  const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  beforeAll(async () => {
    store = await makeStore();
  });
  afterAll(async () => {
    await store?.close();
  });
  const context: ContractContext = {
    get store() {
      if (!store) throw new Error('ReadStore contract: store used before beforeAll');
      return store;
    },
    makeStore,
    run,
    fresh: <T extends ReadDocument>(options?: CollectionOptions) =>
      context.store.collection<T>(`c${run}_${++counter}`, options),
    async seeded(options) {
      const collection = context.fresh<Resident>(options);
      for (const [i, doc] of residents.entries()) await collection.put(doc, 10 + i);
      return collection;
    },
    lastName: () => `c${run}_${counter}`,
  };
  return context;
}
