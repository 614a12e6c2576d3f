import { describe, expect, it } from 'vitest';
import {
  city,
  freshIndexes,
  ids,
  type MakeSearchIndex,
  post,
  sorted,
} from './searchIndexContract.helpers.js';

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

    it('bulk-fills a generation with the same guards as single writes', async () => {
      const index = await fresh();
      const next = await index.createGeneration();
      expect(await next.removePost('gone', 9)).toBe(true);
      const written = await next.upsertPosts([
        { doc: post('a', { title: 'Idli stall' }), position: 1 },
        { doc: post('b', { title: 'Dosa stall' }), position: 2 },
        { doc: post('a', { title: 'Vada stall' }), position: 3 }, // newer: wins
        { doc: post('b', { title: 'Upma stall' }), position: 1 }, // older: ignored
        { doc: post('gone', { title: 'Poha stall' }), position: 4 }, // its tombstone is newer
      ]);
      expect(written).toBe(3);
      expect(await next.upsertPosts([])).toBe(0);
      await index.activateGeneration(next.id);
      expect(sorted(await index.searchPosts({ q: 'stall', limit: 10 }))).toEqual(['a', 'b']);
      expect(ids(await index.searchPosts({ q: 'vada', limit: 10 }))).toEqual(['a']);
      expect(ids(await index.searchPosts({ q: 'idli', limit: 10 }))).toEqual([]);
      expect(ids(await index.searchPosts({ q: 'upma', limit: 10 }))).toEqual([]);
    });

    it('refuses an unknown generation', async () => {
      const index = await fresh();
      await expect(index.activateGeneration('g999999')).rejects.toThrow();
      await expect(index.activateGeneration('nope')).rejects.toThrow();
      await expect(index.openGeneration('g999999')).rejects.toThrow();
      await expect(index.openGeneration('nope')).rejects.toThrow();
    });

    it('reopens a generation by its id where it was left, tombstones and guards included', async () => {
      const index = await fresh();
      const made = await index.createGeneration();
      await made.upsertPost(post('a', { title: 'Chai corner' }), 5);
      await made.removePost('gone', 6);
      const reopened = await index.openGeneration(made.id);
      expect(reopened.id).toBe(made.id);
      expect(await reopened.upsertPost(post('a', { title: 'stale' }), 4)).toBe(false);
      expect(await reopened.upsertPost(post('gone', { title: 'Chai back' }), 3)).toBe(false);
      expect(await reopened.upsertPosts([{ doc: post('b', { title: 'Chai stall' }), position: 7 }])).toBe(1);
      await reopened.upsertPlace(city('c1', 'Kochi', 'Kerala'), 8);
      expect(ids(await index.searchPosts({ q: 'chai', limit: 10 }))).toEqual([]); // not active yet
      await index.activateGeneration(reopened.id);
      expect(sorted(await index.searchPosts({ q: 'chai', limit: 10 }))).toEqual(['a', 'b']);
      expect((await index.searchPlaces('koc', 10)).map((p) => p.id)).toEqual(['c1']);
      // The active generation is written through the index itself, not reopened.
      await expect(index.openGeneration(reopened.id)).rejects.toThrow();
    });

    it('lists generations with the active one, and drops only those not active', async () => {
      const index = await fresh();
      const first = await index.activeGeneration();
      const a = await index.createGeneration();
      const b = await index.createGeneration();
      await b.upsertPost(post('kept', { title: 'Kept' }), 1);
      const listed = await index.listGenerations();
      expect(listed.active).toBe(first);
      expect([...listed.ids].sort()).toEqual([first, a.id, b.id].sort());

      await index.dropGeneration(a.id);
      await index.dropGeneration(a.id); // gone already: nothing happens
      await index.dropGeneration('g999999');
      expect([...(await index.listGenerations()).ids].sort()).toEqual([first, b.id].sort());
      await expect(index.openGeneration(a.id)).rejects.toThrow();
      await expect(index.activateGeneration(a.id)).rejects.toThrow();

      await expect(index.dropGeneration(first)).rejects.toThrow();
      await index.upsertPost(post('live', { title: 'Live post' }), 1);
      expect(ids(await index.searchPosts({ q: 'live', limit: 10 }))).toEqual(['live']);

      await index.activateGeneration(b.id); // drops the first, as before
      expect(await index.listGenerations()).toEqual({ ids: [b.id], active: b.id });
      await expect(index.dropGeneration(b.id)).rejects.toThrow();
      expect(ids(await index.searchPosts({ q: 'kept', limit: 10 }))).toEqual(['kept']);
    });
  });
}
