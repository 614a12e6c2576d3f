import fc from 'fast-check';
import { MongoClient } from 'mongodb';
import { afterAll, describe, expect, it } from 'vitest';
import { serverFromEnv } from '../testing/optionalServer.js';
import { createMongoReadStore } from './mongoReadStore.js';
import type { BatchedWrite, Collection, ReadStore } from './port.js';

const { url, reason } = serverFromEnv('mongo', 'MONGO_URL');
const database = `readstore_batch_${Date.now().toString(36)}_${process.pid}`;

type Person = { _id: string; name?: string; age?: number };
const ids = ['a', 'b', 'c'];

/** A write to one of a few ids at one of a few positions, so that guards clash often. */
const writeArb = fc.oneof(
  fc.record({
    op: fc.constant('put' as const),
    id: fc.constantFrom(...ids),
    position: fc.integer({ min: 1, max: 8 }),
  }),
  fc.record({
    op: fc.constant('patch' as const),
    id: fc.constantFrom(...ids),
    position: fc.integer({ min: 1, max: 8 }),
  }),
  fc.record({
    op: fc.constant('remove' as const),
    id: fc.constantFrom(...ids),
    position: fc.integer({ min: 1, max: 8 }),
  }),
);

function toWrite(
  collection: string,
  w: { op: 'put' | 'patch' | 'remove'; id: string; position: number },
  n: number,
) {
  if (w.op === 'put')
    return { op: 'put', collection, doc: { _id: w.id, name: `put${n}` }, position: w.position };
  if (w.op === 'patch')
    return { op: 'patch', collection, id: w.id, fields: { age: n }, position: w.position };
  return { op: 'remove', collection, id: w.id, position: w.position };
}

async function applyOneByOne(store: ReadStore, writes: readonly BatchedWrite[]): Promise<void> {
  for (const write of writes) {
    const people = store.collection<Person>(write.collection);
    if (write.op === 'put') await people.put(write.doc as Person, write.position);
    else if (write.op === 'patch') await people.patch(write.id, write.fields, write.position);
    else await people.remove(write.id, write.position);
  }
}

/** Every id's document, or null. */
async function state(store: ReadStore, collection: string) {
  const people = store.collection<Person>(collection);
  return Promise.all(ids.map((id) => people.get(id)));
}

describe.skipIf(!url)(`MongoDB ReadStore writeBatch (${reason})`, () => {
  afterAll(async () => {
    const client = await MongoClient.connect(url!);
    await client.db(database).dropDatabase();
    await client.close();
  });

  it('leaves what the single operations leave, one after the other, from any stored state', async () => {
    const store = await createMongoReadStore({ url: url!, database });
    let run = 0;
    try {
      await fc.assert(
        fc.asyncProperty(
          fc.array(writeArb, { maxLength: 5 }),
          fc.array(writeArb, { minLength: 1, maxLength: 8 }),
          async (before, batch) => {
            run++;
            const single = `single${run}`;
            const batched = `batched${run}`;
            store.collection(single);
            store.collection(batched);
            // The same stored state in both, written one by one.
            await applyOneByOne(
              store,
              before.map((w, n) => toWrite(single, w, n) as BatchedWrite),
            );
            await applyOneByOne(
              store,
              before.map((w, n) => toWrite(batched, w, n) as BatchedWrite),
            );
            await applyOneByOne(
              store,
              batch.map((w, n) => toWrite(single, w, 100 + n) as BatchedWrite),
            );
            await store.writeBatch(batch.map((w, n) => toWrite(batched, w, 100 + n) as BatchedWrite));
            expect(await state(store, batched)).toEqual(await state(store, single));
            // The stored positions agree too: the same put at each position lands in both or neither.
            for (const position of [1, 4, 8, 9]) {
              for (const id of ids) {
                const doc = { _id: id, name: `probe${position}` };
                expect(await store.collection<Person>(batched).put(doc, position)).toBe(
                  await store.collection<Person>(single).put(doc, position),
                );
              }
            }
          },
        ),
        { numRuns: 40 },
      );
    } finally {
      await store.close();
    }
  }, 120_000);

  it('reads an entry with its stored position for the projector overlay (readEntry)', async () => {
    const store = await createMongoReadStore({ url: url!, database });
    try {
      const people = store.collection<Person>('entries') as Collection<Person> & {
        readEntry(id: string): Promise<{ doc: Person | null; position: number } | null>;
      };
      await people.put({ _id: 'a', name: 'ann' }, 3);
      await people.put({ _id: 'b', name: 'bo' }, 4);
      await people.remove('b', 6);
      expect(await people.readEntry('a')).toEqual({ doc: { _id: 'a', name: 'ann' }, position: 3 });
      expect(await people.readEntry('b')).toEqual({ doc: null, position: 6 });
      expect(await people.readEntry('never')).toBeNull();
    } finally {
      await store.close();
    }
  });

  it('applies a replayed batch once: the second delivery changes nothing', async () => {
    const store = await createMongoReadStore({ url: url!, database });
    try {
      const people = store.collection<Person>('replayed');
      const writes: BatchedWrite[] = [
        { op: 'put', collection: 'replayed', doc: { _id: 'a', name: 'ann' } as Person, position: 1 },
        { op: 'patch', collection: 'replayed', id: 'a', fields: { age: 30 }, position: 2 },
        { op: 'put', collection: 'replayed', doc: { _id: 'b', name: 'bo' } as Person, position: 3 },
        { op: 'remove', collection: 'replayed', id: 'c', position: 4 },
      ];
      await store.writeBatch(writes, { replayed: 4 });
      await people.patch('a', { age: 31 }, 5);
      await store.writeBatch(writes, { replayed: 4 });
      expect(await people.find({}, { sort: [['_id', 'asc']] })).toEqual([
        { _id: 'a', name: 'ann', age: 31 },
        { _id: 'b', name: 'bo' },
      ]);
      expect(await people.put({ _id: 'c', name: 'late' }, 4)).toBe(false);
      expect(await store.checkpoints.get('replayed')).toBe(4);
    } finally {
      await store.close();
    }
  });
});
