import { describe, expect, it } from 'vitest';
import { alice, bob, type ContractContext, carol, ids } from './readStoreContract.fixtures.js';

/** Writes guarded by log position, tombstones and clear. */
export function describeWrites(ctx: ContractContext): void {
  describe('put, guarded by log position', () => {
    it('inserts, then replaces only from a newer position, and says whether it wrote', async () => {
      const people = ctx.fresh();
      expect(await people.put({ _id: 'p', name: 'v5', age: 1 }, 5)).toBe(true);
      expect(await people.put({ _id: 'p', name: 'v4' }, 4)).toBe(false);
      expect(await people.put({ _id: 'p', name: 'v5 again' }, 5)).toBe(false);
      expect(await people.get('p')).toEqual({ _id: 'p', name: 'v5', age: 1 });
      expect(await people.put({ _id: 'p', name: 'v6' }, 6)).toBe(true);
      // Whole-document replace: `age` is gone.
      expect(await people.get('p')).toEqual({ _id: 'p', name: 'v6' });
    });

    it('lets the newest of concurrent puts to a new id win', async () => {
      const people = ctx.fresh();
      const positions = [3, 1, 5, 2, 4];
      const written = await Promise.all(positions.map((p) => people.put({ _id: 'p', name: `v${p}` }, p)));
      expect((await people.get('p'))?.name).toBe('v5');
      expect(written[positions.indexOf(5)]).toBe(true);
    });

    it('lets the newest of concurrent puts and patches to an existing document win', async () => {
      const people = ctx.fresh();
      await people.put({ _id: 'p', name: 'v0' }, 0);
      const positions = [3, 1, 7, 5, 2, 6, 4];
      await Promise.all(positions.map((p) => people.put({ _id: 'p', name: `v${p}` }, p)));
      expect((await people.get('p'))?.name).toBe('v7');
      await Promise.all(positions.map((p) => people.patch('p', { name: `w${p + 10}` }, p + 10)));
      expect((await people.get('p'))?.name).toBe('w17');
    });
  });

  describe('patch and patchWhere', () => {
    it('sets top-level fields of a live document from a newer position only', async () => {
      const people = ctx.fresh();
      await people.put({ _id: 'p', name: 'ann', age: 1, area: { city: 'Pune', ward: 1 } }, 5);
      expect(await people.patch('p', { age: 2 }, 5)).toBe(false);
      expect(await people.patch('p', { age: 3 }, 4)).toBe(false);
      expect(await people.patch('p', { age: 4, area: { city: 'Goa' } }, 6)).toBe(true);
      expect(await people.get('p')).toEqual({ _id: 'p', name: 'ann', age: 4, area: { city: 'Goa' } });
      expect(await people.patch('p', { age: null }, 7)).toBe(true);
      expect(await people.get('p')).toEqual({ _id: 'p', name: 'ann', age: null, area: { city: 'Goa' } });
      // The patch moved the document's position: a put between 6 and 7 is now stale.
      expect(await people.put({ _id: 'p', name: 'stale' }, 7)).toBe(false);
    });

    it('neither creates a missing document nor revives a tombstone', async () => {
      const people = ctx.fresh();
      expect(await people.patch('ghost', { name: 'x' }, 5)).toBe(false);
      expect(await people.get('ghost')).toBeNull();
      await people.put({ _id: 'p', name: 'ann' }, 5);
      await people.remove('p', 6);
      expect(await people.patch('p', { name: 'back' }, 7)).toBe(false);
      expect(await people.get('p')).toBeNull();
    });

    it('patches every matching live document whose position is older, counting them', async () => {
      const residents = await ctx.seeded(); // positions 10..14 in order r1..r5
      await residents.remove('r3', 30);
      expect(await residents.patchWhere({ active: true }, { age: 99 }, 14)).toBe(1);
      expect((await residents.get('r1'))?.age).toBe(99);
      expect((await residents.get('r5'))?.age).toBeUndefined();
      expect(await residents.patchWhere({ active: true }, { age: 98 }, 15)).toBe(2);
      expect(await residents.count({ age: 98 })).toBe(2);
      expect(await residents.get('r3')).toBeNull();
      expect(await residents.patchWhere({ name: 'nobody' }, { age: 1 }, 40)).toBe(0);
    });
  });

  describe('remove, removeWhere and tombstones', () => {
    it('hides a removed document from every read', async () => {
      const residents = await ctx.seeded();
      expect(await residents.remove('r1', 20)).toBe(true);
      expect(await residents.get('r1')).toBeNull();
      expect(ids(await residents.find({ 'area.city': 'Pune' }))).toEqual(['r3']);
      expect(await residents.count()).toBe(4);
    });

    it('is guarded like put: an older or equal remove changes nothing', async () => {
      const people = ctx.fresh();
      await people.put({ _id: 'p', name: 'ann' }, 5);
      expect(await people.remove('p', 4)).toBe(false);
      expect(await people.remove('p', 5)).toBe(false);
      expect(await people.get('p')).toEqual({ _id: 'p', name: 'ann' });
    });

    it('keeps a tombstone so an older or equal put cannot resurrect, while a newer one can', async () => {
      const people = ctx.fresh();
      await people.put({ _id: 'p', name: 'ann' }, 5);
      await people.remove('p', 8);
      expect(await people.put({ _id: 'p', name: 'replayed' }, 5)).toBe(false);
      expect(await people.put({ _id: 'p', name: 'same position' }, 8)).toBe(false);
      expect(await people.get('p')).toBeNull();
      expect(await people.put({ _id: 'p', name: 'reborn' }, 9)).toBe(true);
      expect(await people.get('p')).toEqual({ _id: 'p', name: 'reborn' });
    });

    it('tombstones an id it has never seen, so its older events stay out', async () => {
      const people = ctx.fresh();
      expect(await people.remove('p', 8)).toBe(true);
      expect(await people.put({ _id: 'p', name: 'late' }, 3)).toBe(false);
      expect(await people.count()).toBe(0);
    });

    it('removes every matching live document whose position is older, counting them', async () => {
      const residents = await ctx.seeded(); // positions 10..14 in order r1..r5
      expect(await residents.removeWhere({ 'area.city': 'Pune' }, 10)).toBe(0);
      expect(await residents.removeWhere({ 'area.city': 'Pune' }, 11)).toBe(1);
      expect(ids(await residents.find({ 'area.city': 'Pune' }))).toEqual(['r3']);
      expect(await residents.removeWhere({ 'area.city': 'Pune' }, 13)).toBe(1);
      expect(await residents.removeWhere({ 'area.city': 'Pune' }, 50)).toBe(0);
      expect(await residents.count()).toBe(3);
      expect(await residents.put({ ...alice, name: 'replayed' }, 11)).toBe(false);
      expect(await residents.put({ ...carol, name: 'replayed' }, 13)).toBe(false);
      expect(await residents.put({ ...carol, name: 'new' }, 51)).toBe(true);
      expect((await residents.get('r3'))?.name).toBe('new');
    });
  });

  describe('clear', () => {
    it('drops documents and tombstones alike', async () => {
      const residents = await ctx.seeded();
      await residents.remove('r1', 100);
      await residents.clear();
      expect(await residents.count()).toBe(0);
      expect(await residents.get('r2')).toBeNull();
      // Without the tombstone a rebuild can write r1 from its first event again.
      expect(await residents.put(alice, 1)).toBe(true);
      expect(await residents.put(bob, 1)).toBe(true);
      expect(await residents.count()).toBe(2);
    });
  });
}
