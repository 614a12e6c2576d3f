import { describe, expect, it } from 'vitest';
import type { ReadStore } from './port.js';
import { alice, bob, type ContractContext, carol, ids, type Resident } from './readStoreContract.fixtures.js';

/** Rebuilding into staged collections, then promoting them over the live ones. */
export function describeStaging(ctx: ContractContext): void {
  let generations = 0;
  const generation = () => `${++generations}${ctx.run.slice(-9)}`;
  /** A live collection holding alice and bob, and a name for it. */
  const liveWithTwo = async () => {
    const live = ctx.fresh();
    await live.put(alice, 1);
    await live.put(bob, 2);
    return { live, name: ctx.lastName() };
  };
  const residentsOf = (store: ReadStore, name: string) => store.collection<Resident>(name);

  describe('checkpoints, several at once', () => {
    it('sets every name given and leaves the others', async () => {
      const [a, b, c] = ['a', 'b', 'c'].map((n) => `many-${n}-${ctx.run}`) as [string, string, string];
      await ctx.store.checkpoints.set(c, 7);
      await ctx.store.checkpoints.setMany({ [a]: 10, [b]: 20 });
      await ctx.store.checkpoints.setMany({ [a]: 5 });
      expect(await ctx.store.checkpoints.get(a)).toBe(5);
      expect(await ctx.store.checkpoints.get(b)).toBe(20);
      expect(await ctx.store.checkpoints.get(c)).toBe(7);
      await ctx.store.checkpoints.setMany({});
    });
  });

  describe('staging', () => {
    it('keeps staged documents and checkpoints out of the live ones, and finds them again when reopened', async () => {
      const { live, name } = await liveWithTwo();
      const gen = generation();
      const staging = ctx.store.staging(gen);
      await ctx.store.checkpoints.set(name, 2);
      await residentsOf(staging.store, name).put({ ...alice, name: 'staged alice' }, 1);
      await staging.store.checkpoints.set(name, 1);
      expect(ids(await live.find({}, { sort: [['_id', 'asc']] }))).toEqual(['r1', 'r2']);
      expect((await live.get('r1'))?.name).toBe('alice');
      expect(await ctx.store.checkpoints.get(name)).toBe(2);

      const other = await ctx.makeStore();
      try {
        const again = other.staging(gen);
        expect(await residentsOf(again.store, name).find()).toEqual([{ ...alice, name: 'staged alice' }]);
        expect(await again.store.checkpoints.get(name)).toBe(1);
        expect(await other.staging(generation()).store.checkpoints.get(name)).toBeNull();
      } finally {
        await other.close();
      }
    });

    it('promotes: the staged documents and tombstones replace the live ones, and the live checkpoints move', async () => {
      const { live, name } = await liveWithTwo();
      await ctx.store.checkpoints.set(name, 2);
      const staging = ctx.store.staging(generation());
      await staging.prepare([name]);
      const staged = residentsOf(staging.store, name);
      await staged.put(carol, 3);
      await staged.remove('r1', 4);
      await staging.store.checkpoints.set(name, 4);

      let seenDuringFinish: string[] = [];
      const kind = await staging.promote([name], {
        checkpoints: [name, 'never-staged'],
        finish: async () => {
          seenDuringFinish = ids(await live.find({}, { sort: [['_id', 'asc']] }));
          await staged.put({ ...bob, name: 'caught up' }, 9);
          await staging.store.checkpoints.set(name, 9);
        },
      });
      expect(['atomic', 'per-collection']).toContain(kind);
      expect(seenDuringFinish).toEqual(['r1', 'r2']);
      // The live handle taken before the swap reads the promoted collection.
      expect(await live.find({}, { sort: [['_id', 'asc']] })).toEqual([{ ...bob, name: 'caught up' }, carol]);
      expect(await live.put(alice, 4)).toBe(false); // the staged tombstone came along
      expect(await live.put(carol, 3)).toBe(false);
      expect(await ctx.store.checkpoints.get(name)).toBe(9);
      expect(await staging.store.checkpoints.get(name)).toBeNull();
    });

    it('promotes a prepared, empty collection as an empty one', async () => {
      const { live, name } = await liveWithTwo();
      const staging = ctx.store.staging(generation());
      await staging.prepare([name]);
      await staging.promote([name], { checkpoints: [], finish: async () => {} });
      expect(await live.count()).toBe(0);
      expect(await live.put(alice, 1)).toBe(true);
    });

    it('swaps several collections in one promote, with indexes the live ones had', async () => {
      const first = await liveWithTwo();
      const second = await liveWithTwo();
      const indexes = [['area.city', 'age']] as const;
      ctx.store.collection(first.name, { indexes: [...indexes] });
      const staging = ctx.store.staging(generation());
      await staging.prepare([first.name, second.name]);
      await residentsOf(staging.store, first.name).put(carol, 5);
      await residentsOf(staging.store, second.name).put(bob, 5);
      await staging.promote([first.name, second.name], { checkpoints: [], finish: async () => {} });
      expect(ids(await first.live.find())).toEqual(['r3']);
      expect(ids(await second.live.find())).toEqual(['r2']);
      const reopened = ctx.store.collection<Resident>(first.name, { indexes: [...indexes] });
      expect(ids(await reopened.find({ 'area.city': 'Pune', age: 30 }))).toEqual(['r3']);
    });

    it('changes nothing when finish fails, and promoting twice is harmless', async () => {
      const { live, name } = await liveWithTwo();
      await ctx.store.checkpoints.set(name, 2);
      const staging = ctx.store.staging(generation());
      await staging.prepare([name]);
      await residentsOf(staging.store, name).put(carol, 3);
      await staging.store.checkpoints.set(name, 3);
      const failing = async () => {
        throw new Error('the log is unreachable');
      };
      await expect(staging.promote([name], { checkpoints: [name], finish: failing })).rejects.toThrow(
        'the log is unreachable',
      );
      expect(ids(await live.find({}, { sort: [['_id', 'asc']] }))).toEqual(['r1', 'r2']);
      expect(await ctx.store.checkpoints.get(name)).toBe(2);

      await staging.promote([name], { checkpoints: [name], finish: async () => {} });
      expect(await ctx.store.checkpoints.get(name)).toBe(3);
      await live.put({ ...alice, name: 'after' }, 10);
      await ctx.store.checkpoints.set(name, 10);
      await staging.promote([name], { checkpoints: [name], finish: async () => {} });
      expect(ids(await live.find({}, { sort: [['_id', 'asc']] }))).toEqual(['r1', 'r3']);
      expect(await ctx.store.checkpoints.get(name)).toBe(10);
    });

    it('discards the staged collections and checkpoints, leaving the live ones', async () => {
      const { live, name } = await liveWithTwo();
      const gen = generation();
      const staging = ctx.store.staging(gen);
      await residentsOf(staging.store, name).put(carol, 3);
      await staging.store.checkpoints.set(name, 3);
      await staging.discard([name]);
      const again = ctx.store.staging(gen);
      expect(await residentsOf(again.store, name).count()).toBe(0);
      expect(await again.store.checkpoints.get(name)).toBeNull();
      expect(await live.count()).toBe(2);
    });

    it('refuses a generation that is not 1 to 12 lowercase letters and digits', () => {
      for (const bad of ['', 'G1', 'a-b', 'a'.repeat(13), "x'; DROP TABLE y"]) {
        expect(() => ctx.store.staging(bad)).toThrow();
      }
    });
  });
}
