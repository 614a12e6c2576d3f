import { describe, expect, it } from 'vitest';
import type { Collection } from './port.js';
import { alice, type ContractContext, ids, type Resident } from './readStoreContract.fixtures.js';

/** Collections side by side, reopening, checkpoints and hostile input. */
export function describeStoreWide(ctx: ContractContext): void {
  describe('collections', () => {
    it('keeps two collections apart, even for the same id', async () => {
      const first = ctx.fresh();
      const second = ctx.fresh();
      await first.put({ _id: 'same', name: 'first' }, 1);
      await second.put({ _id: 'same', name: 'second' }, 1);
      await second.remove('same', 2);
      expect(await first.get('same')).toEqual({ _id: 'same', name: 'first' });
      expect(await second.get('same')).toBeNull();
      await first.clear();
      expect(await second.put({ _id: 'same', name: 'stale' }, 1)).toBe(false);
    });

    it('answers the same with indexes declared, including dotted and compound ones', async () => {
      const residents = await ctx.seeded({
        indexes: [['name'], ['area.city', 'area.ward'], ['active', 'age']],
      });
      expect(ids(await residents.find({ 'area.city': 'Pune', 'area.ward': 1 }))).toEqual(['r1']);
      expect(
        ids(
          await residents.find(
            { active: true },
            {
              sort: [
                ['age', 'desc'],
                ['name', 'desc'],
              ],
            },
          ),
        ),
      ).toEqual(['r3', 'r1', 'r5']);
      // Asking again for the same collection and indexes is harmless.
      const again = ctx.store.collection<Resident>(ctx.lastName(), {
        indexes: [['name'], ['area.city', 'area.ward'], ['active', 'age']],
      });
      expect(await again.count({ name: 'Bob' })).toBe(1);
    });

    it('answers the same with sort keys declared, in either direction, ranges on them included', async () => {
      const residents = await ctx.seeded({
        indexes: [['active', ['age', 'desc'], ['name', 'asc']], [['name', 'desc']]],
      });
      await residents.put({ _id: 'r0', name: 'ALICE', age: 30, active: true }, 20);
      const byAge = await residents.find(
        { active: true },
        {
          sort: [
            ['age', 'desc'],
            ['name', 'asc'],
          ],
        },
      );
      // Strings still compare case-insensitively, ties by `_id` ascending.
      expect(ids(byAge)).toEqual(['r0', 'r1', 'r3', 'r5']);
      const younger = await residents.find(
        { active: true, age: { lt: 31 } },
        {
          sort: [
            ['age', 'desc'],
            ['name', 'asc'],
          ],
          limit: 2,
        },
      );
      expect(ids(younger)).toEqual(['r0', 'r1']);
      const names = await residents.find({}, { sort: [['name', 'desc']], skip: 3 });
      expect(names.map((r) => r.name)).toEqual(['Bob', 'ALICE', 'alice']);
    });

    it('keeps writes when the store is opened again', async () => {
      const people = ctx.fresh();
      await people.put({ _id: 'p', name: 'kept' }, 1);
      await ctx.store.checkpoints.set(`reopen-${ctx.run}`, 42);
      const other = await ctx.makeStore();
      try {
        expect(await other.collection<Resident>(ctx.lastName()).get('p')).toEqual({
          _id: 'p',
          name: 'kept',
        });
        expect(await other.checkpoints.get(`reopen-${ctx.run}`)).toBe(42);
      } finally {
        await other.close();
      }
    });
  });

  describe('checkpoints', () => {
    it('stores, moves (either way) and forgets a position per name', async () => {
      const name = `projection-${ctx.run}`;
      expect(await ctx.store.checkpoints.get(name)).toBeNull();
      await ctx.store.checkpoints.set(name, 10);
      await ctx.store.checkpoints.set(`${name}-other`, 3);
      expect(await ctx.store.checkpoints.get(name)).toBe(10);
      await ctx.store.checkpoints.set(name, 12);
      expect(await ctx.store.checkpoints.get(name)).toBe(12);
      await ctx.store.checkpoints.set(name, 0);
      expect(await ctx.store.checkpoints.get(name)).toBe(0);
      await ctx.store.checkpoints.delete(name);
      expect(await ctx.store.checkpoints.get(name)).toBeNull();
      expect(await ctx.store.checkpoints.get(`${name}-other`)).toBe(3);
      await ctx.store.checkpoints.delete('never-set');
    });
  });

  describe('hostile names', () => {
    const hostile = [
      "name') OR 1=1 --",
      'name = 1; DROP TABLE x',
      '$where',
      'area.$ne',
      'a..b',
      '.a',
      'a b',
      "name'",
      'name"',
      '',
      '_position',
      '_deleted',
    ];

    it.each(hostile)('rejects %j as a filter, sort or patch field', async (field) => {
      const residents = await ctx.seeded();
      await expect(residents.find({ [field]: 'x' })).rejects.toThrow();
      await expect(residents.count({ [field]: 'x' })).rejects.toThrow();
      await expect(residents.find({}, { sort: [[field, 'asc']] })).rejects.toThrow();
      await expect(residents.patch('r1', { [field]: 'x' } as Partial<Resident>, 99)).rejects.toThrow();
      await expect(residents.patchWhere({ [field]: 'x' }, { age: 1 }, 99)).rejects.toThrow();
      await expect(residents.removeWhere({ [field]: 'x' }, 99)).rejects.toThrow();
      expect(await residents.count()).toBe(5);
      expect(await residents.get('r1')).toEqual(alice);
    });

    it('rejects patching `_id` and a hostile collection name', async () => {
      const residents: Collection<Resident> = await ctx.seeded();
      await expect(residents.patch('r1', { _id: 'r9' } as Partial<Resident>, 99)).rejects.toThrow();
      expect(() => ctx.store.collection('x; DROP TABLE _checkpoints; --')).toThrow();
      expect(() => ctx.store.collection('system.users')).toThrow();
      expect(() => ctx.store.collection('_checkpoints')).toThrow();
    });

    it('treats hostile values as plain data', async () => {
      const people = ctx.fresh();
      const value = "x' OR '1'='1\n.*$";
      await people.put({ _id: "id'; --", name: value }, 1);
      expect(await people.count({ name: 'x' })).toBe(0);
      expect(await people.count({ name: 'x.*' })).toBe(0);
      expect(ids(await people.find({ name: value }, { sort: [['name', 'asc']] }))).toEqual(["id'; --"]);
      expect(ids(await people.find({ name: { in: [value, 'other'] } }))).toEqual(["id'; --"]);
    });
  });
}
