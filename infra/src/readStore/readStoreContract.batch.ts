import { describe, expect, it } from 'vitest';
import type { BatchedWrite } from './port.js';
import { alice, bob, type ContractContext, carol, ids, type Resident } from './readStoreContract.fixtures.js';

/** `writeBatch`: the single operations' guards and effects, in order, with the checkpoints after them. */
export function describeWriteBatch(ctx: ContractContext): void {
  let generations = 0;
  const generation = () => `b${++generations}${ctx.run.slice(-9)}`;

  describe('writeBatch', () => {
    it('applies puts, patches and removes in order, each guarded as its single counterpart', async () => {
      const people = ctx.fresh();
      const name = ctx.lastName();
      await people.put({ ...carol, name: 'newer carol' }, 50);
      await people.put(bob, 5);
      const writes: BatchedWrite[] = [
        { op: 'put', collection: name, doc: alice, position: 10 },
        { op: 'patch', collection: name, id: alice._id, fields: { age: 31 }, position: 11 },
        // Stale: no change, and nothing after it is skipped because of it.
        { op: 'patch', collection: name, id: alice._id, fields: { age: 99 }, position: 11 },
        { op: 'put', collection: name, doc: carol, position: 12 },
        { op: 'patch', collection: name, id: 'ghost', fields: { name: 'x' }, position: 13 },
        { op: 'remove', collection: name, id: bob._id, position: 14 },
        { op: 'put', collection: name, doc: { ...bob, name: 'stale bob' }, position: 13 },
        { op: 'remove', collection: name, id: 'never', position: 15 },
      ];
      await ctx.store.writeBatch(writes);
      expect(await people.get(alice._id)).toEqual({ ...alice, age: 31 });
      expect((await people.get(carol._id))?.name).toBe('newer carol');
      expect(await people.get('ghost')).toBeNull();
      expect(await people.get(bob._id)).toBeNull();
      // The tombstones hold: an older put cannot bring either back.
      expect(await people.put({ _id: 'never', name: 'late' }, 14)).toBe(false);
      expect(await people.put(bob, 13)).toBe(false);
      expect(ids(await people.find({}, { sort: [['_id', 'asc']] }))).toEqual([alice._id, carol._id]);
    });

    it('writes across collections and stores the checkpoints with the effects', async () => {
      const a = ctx.fresh();
      const aName = ctx.lastName();
      const b = ctx.fresh();
      const bName = ctx.lastName();
      const checkpoint = `batch-${ctx.run}`;
      await ctx.store.writeBatch(
        [
          { op: 'put', collection: aName, doc: alice, position: 3 },
          { op: 'put', collection: bName, doc: bob, position: 4 },
        ],
        { [checkpoint]: 4 },
      );
      expect(await a.get(alice._id)).toEqual(alice);
      expect(await b.get(bob._id)).toEqual(bob);
      expect(await ctx.store.checkpoints.get(checkpoint)).toBe(4);
      await ctx.store.writeBatch([], { [checkpoint]: 9 });
      expect(await ctx.store.checkpoints.get(checkpoint)).toBe(9);
      await ctx.store.writeBatch([]);
    });

    it('writes a staging area under its staged names and checkpoints, none of them live', async () => {
      const live = ctx.fresh();
      const name = ctx.lastName();
      const checkpoint = `staged-batch-${ctx.run}`;
      const staging = ctx.store.staging(generation());
      const staged = staging.store.collection<Resident>(name);
      await staging.store.writeBatch(
        [
          { op: 'put', collection: name, doc: alice, position: 7 },
          { op: 'patch', collection: name, id: alice._id, fields: { name: 'staged' }, position: 8 },
        ],
        { [checkpoint]: 8 },
      );
      expect((await staged.get(alice._id))?.name).toBe('staged');
      expect(await live.get(alice._id)).toBeNull();
      expect(await staging.store.checkpoints.get(checkpoint)).toBe(8);
      expect(await ctx.store.checkpoints.get(checkpoint)).toBeNull();
      await staging.discard([name]);
    });
  });
}
