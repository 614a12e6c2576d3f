import { describe, expect, it } from 'vitest';
import { alice, type ContractContext, ids } from './readStoreContract.fixtures.js';

/** get, find and count: filters, sorting, paging. */
export function describeReads(ctx: ContractContext): void {
  describe('reads', () => {
    it('gets a document exactly as it was put, and null for an unknown id', async () => {
      const residents = await ctx.seeded();
      expect(await residents.get('r1')).toEqual(alice);
      expect(await residents.get('nobody')).toBeNull();
    });

    it('finds everything without a filter, and by equality (case-sensitive) on several fields', async () => {
      const residents = await ctx.seeded();
      expect(ids(await residents.find())).toHaveLength(5);
      expect(ids(await residents.find({ age: 30, active: true }, { sort: [['name', 'asc']] }))).toEqual([
        'r1',
        'r3',
      ]);
      expect(await residents.find({ name: 'bob' })).toEqual([]);
      expect(await residents.find({ name: 'ALICE' }, { sort: [['name', 'asc']] })).toEqual([]);
      expect(ids(await residents.find({ name: 'Bob' }))).toEqual(['r2']);
      expect(ids(await residents.find({ _id: 'r4' }))).toEqual(['r4']);
    });

    it('reaches into embedded objects with dotted paths', async () => {
      const residents = await ctx.seeded();
      expect(ids(await residents.find({ 'area.city': 'Pune' }, { sort: [['_id', 'asc']] }))).toEqual([
        'r1',
        'r3',
      ]);
      expect(ids(await residents.find({ 'area.city': 'Pune', 'area.ward': 2 }))).toEqual(['r3']);
      expect(await residents.count({ 'area.city': 'Goa' })).toBe(1);
    });

    it('matches any of several values with `in`, and nothing for an empty list', async () => {
      const residents = await ctx.seeded();
      const found = await residents.find(
        { name: { in: ['alice', 'Dave', 'nobody'] } },
        { sort: [['_id', 'asc']] },
      );
      expect(ids(found)).toEqual(['r1', 'r4']);
      expect(await residents.count({ age: { in: [25, 30] } })).toBe(3);
      expect(await residents.count({ name: { in: [] } })).toBe(0);
    });

    it('keeps scalar types apart, and lets null match a missing field', async () => {
      const residents = await ctx.seeded();
      expect(await residents.count({ age: '30' })).toBe(0);
      expect(await residents.count({ active: 1 })).toBe(0);
      expect(await residents.count({ active: false })).toBe(1);
      expect(ids(await residents.find({ age: null }, { sort: [['_id', 'asc']] }))).toEqual(['r4', 'r5']);
      expect(await residents.count({ 'area.city': { in: [null, 'Delhi'] } })).toBe(2);
    });

    it('filters numbers by range, bounds excluded, and never matches non-numbers', async () => {
      const residents = await ctx.seeded();
      expect(ids(await residents.find({ age: { lt: 30 } }))).toEqual(['r2']);
      expect(ids(await residents.find({ age: { gt: 25 } }, { sort: [['_id', 'asc']] }))).toEqual([
        'r1',
        'r3',
      ]);
      expect(await residents.count({ age: { gt: 25, lt: 30 } })).toBe(0);
      expect(await residents.count({ age: { gt: -1 } })).toBe(3);
      expect(await residents.count({ name: { lt: 1000 } })).toBe(0);
    });

    it('counts with and without a filter', async () => {
      const residents = await ctx.seeded();
      expect(await residents.count()).toBe(5);
      expect(await residents.count({ active: true })).toBe(3);
      expect(await residents.count({ name: 'nobody' })).toBe(0);
    });
  });

  describe('sorting and paging', () => {
    it('sorts strings case-insensitively, ascending and descending', async () => {
      const residents = await ctx.seeded();
      const names = async (direction: 'asc' | 'desc') =>
        (await residents.find({}, { sort: [['name', direction]] })).map((d) => d.name);
      expect(await names('asc')).toEqual(['alice', 'Bob', 'carol', 'Dave', 'erin']);
      expect(await names('desc')).toEqual(['erin', 'Dave', 'carol', 'Bob', 'alice']);
    });

    it('sorts by several keys in priority order, numbers numerically, missing values first', async () => {
      const residents = await ctx.seeded();
      await residents.put({ _id: 'r6', name: 'frank', age: 9 }, 20);
      const byAgeDescThenName = await residents.find(
        {},
        {
          sort: [
            ['age', 'desc'],
            ['name', 'asc'],
          ],
        },
      );
      expect(ids(byAgeDescThenName)).toEqual(['r1', 'r3', 'r2', 'r6', 'r4', 'r5']);
      const byCityThenWardDesc = await residents.find(
        {},
        {
          sort: [
            ['area.city', 'asc'],
            ['area.ward', 'desc'],
          ],
        },
      );
      expect(ids(byCityThenWardDesc)).toEqual(['r5', 'r6', 'r2', 'r4', 'r3', 'r1']);
    });

    it('breaks ties by _id so pages never overlap', async () => {
      const people = ctx.fresh();
      await people.put({ _id: 'b', name: 'same' }, 1);
      await people.put({ _id: 'a', name: 'SAME' }, 1);
      await people.put({ _id: 'c', name: 'Same' }, 1);
      expect(ids(await people.find({}, { sort: [['name', 'asc']] }))).toEqual(['a', 'b', 'c']);
    });

    it('applies skip and limit after filtering and sorting', async () => {
      const residents = await ctx.seeded();
      const page = (skip?: number, limit?: number) =>
        residents.find({ active: true }, { sort: [['name', 'desc']], skip, limit }).then(ids);
      expect(await page(0, 2)).toEqual(['r5', 'r3']);
      expect(await page(2, 2)).toEqual(['r1']);
      expect(await page(1)).toEqual(['r3', 'r1']);
      expect(await page(undefined, 1)).toEqual(['r5']);
      expect(await page(5, 2)).toEqual([]);
      expect(await page(0, 0)).toEqual([]);
    });
  });
}
