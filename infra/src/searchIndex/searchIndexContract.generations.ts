import { describe, expect, it } from 'vitest';
import { city, freshIndexes, ids, type MakeSearchIndex, post } from './searchIndexContract.helpers.js';

/** Rebuild support: fill a fresh generation, then swap it in. */
export function describeGenerations(make: MakeSearchIndex): void {
  const fresh = freshIndexes(make);

  describe('generations', () => {
    it('fills a new generation unseen, then swaps it in and drops the old one', async () => {
      const index = await fresh();
      await index.upsertPost(post('old', { title: 'Mango stall' }), 1);
      await index.upsertPlace(city('c1', 'Pune', 'Maharashtra'), 1);
      const before = await index.activeGeneration();

      const next = await index.createGeneration();
      expect(next.id).not.toBe(before);
      expect(await next.upsertPost(post('new', { title: 'Mango orchard' }), 1)).toBe(true);
      expect(await next.upsertPost(post('new', { title: 'stale' }), 1)).toBe(false);
      await next.upsertPlace(city('c2', 'Puri', 'Odisha'), 2);
      expect(ids(await index.searchPosts({ q: 'mango', limit: 10 }))).toEqual(['old']);

      await index.activateGeneration(next.id);
      expect(await index.activeGeneration()).toBe(next.id);
      expect(ids(await index.searchPosts({ q: 'mango', limit: 10 }))).toEqual(['new']);
      expect((await index.searchPlaces('pu', 10)).map((p) => p.name)).toEqual(['Puri']);
      // Writes through the index now land in the new generation, still guarded.
      expect(await index.upsertPost(post('new', { title: 'Mango' }), 1)).toBe(false);
      expect(await index.upsertPost(post('later', { title: 'Mango lassi' }), 2)).toBe(true);
      expect(ids(await index.searchPosts({ q: 'lassi', limit: 10 }))).toEqual(['later']);

      await index.activateGeneration(next.id); // already active: nothing happens
      await expect(index.activateGeneration(before)).rejects.toThrow(); // dropped
      expect(await index.activeGeneration()).toBe(next.id);
    });

    it('refuses an unknown generation', async () => {
      const index = await fresh();
      await expect(index.activateGeneration('g999999')).rejects.toThrow();
      await expect(index.activateGeneration('nope')).rejects.toThrow();
    });
  });
}
