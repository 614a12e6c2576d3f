import { describe, expect, it } from 'vitest';
import { city, freshIndexes, ids, type MakeSearchIndex, post } from './searchIndexContract.helpers.js';

/** Position-guarded writes, tombstones and read-your-writes. */
export function describeWrites(make: MakeSearchIndex): void {
  const fresh = freshIndexes(make);

  describe('writes guarded by log position', () => {
    it('writes from a newer position only, says whether it wrote, and is searchable at once', async () => {
      const index = await fresh();
      expect(await index.upsertPost(post('p', { title: 'Mango season' }), 5)).toBe(true);
      expect(await index.upsertPost(post('p', { title: 'Guava season' }), 4)).toBe(false);
      expect(await index.upsertPost(post('p', { title: 'Guava season' }), 5)).toBe(false);
      expect(ids(await index.searchPosts({ q: 'mango', limit: 10 }))).toEqual(['p']);
      expect(ids(await index.searchPosts({ q: 'guava', limit: 10 }))).toEqual([]);
      expect(await index.upsertPost(post('p', { title: 'Guava season' }), 6)).toBe(true);
      expect(ids(await index.searchPosts({ q: 'guava', limit: 10 }))).toEqual(['p']);
      expect(ids(await index.searchPosts({ q: 'mango', limit: 10 }))).toEqual([]);
    });

    it('lets the newest of concurrent upserts win', async () => {
      const index = await fresh();
      const words = ['alpha', 'bravo', 'charlie', 'delta', 'echo'];
      const positions = [3, 1, 5, 2, 4];
      await Promise.all(positions.map((p) => index.upsertPost(post('p', { title: words[p - 1] }), p)));
      expect(ids(await index.searchPosts({ q: 'echo', limit: 10 }))).toEqual(['p']);
      for (const word of words.slice(0, 4)) {
        expect(ids(await index.searchPosts({ q: word, limit: 10 }))).toEqual([]);
      }
    });

    it('removes from a newer position only, and a replayed older upsert never resurrects', async () => {
      const index = await fresh();
      await index.upsertPost(post('p', { title: 'Pothole on MG Road' }), 5);
      expect(await index.removePost('p', 5)).toBe(false);
      expect(await index.removePost('p', 7)).toBe(true);
      expect(ids(await index.searchPosts({ q: 'pothole', limit: 10 }))).toEqual([]);
      expect(await index.upsertPost(post('p', { title: 'Pothole on MG Road' }), 6)).toBe(false);
      expect(await index.removePost('p', 7)).toBe(false);
      expect(ids(await index.searchPosts({ q: 'pothole', limit: 10 }))).toEqual([]);
      // A newer event may bring it back (e.g. a moderator un-hides it).
      expect(await index.upsertPost(post('p', { title: 'Pothole on MG Road' }), 8)).toBe(true);
      expect(ids(await index.searchPosts({ q: 'pothole', limit: 10 }))).toEqual(['p']);
    });

    it('keeps a tombstone for an id it never saw', async () => {
      const index = await fresh();
      expect(await index.removePost('ghost', 10)).toBe(true);
      expect(await index.upsertPost(post('ghost', { title: 'Haunted haveli' }), 9)).toBe(false);
      expect(ids(await index.searchPosts({ q: 'haveli', limit: 10 }))).toEqual([]);
    });

    it('guards places the same way', async () => {
      const index = await fresh();
      expect(await index.upsertPlace(city('c1', 'Pune', 'Maharashtra'), 3)).toBe(true);
      expect(await index.upsertPlace(city('c1', 'Poona', 'Maharashtra'), 2)).toBe(false);
      expect((await index.searchPlaces('pune', 10)).map((p) => p.name)).toEqual(['Pune']);
      expect(await index.removePlace('c1', 4)).toBe(true);
      expect(await index.upsertPlace(city('c1', 'Pune', 'Maharashtra'), 3)).toBe(false);
      expect(await index.searchPlaces('pune', 10)).toEqual([]);
      expect(await index.upsertPlace(city('c1', 'Pune', 'Maharashtra'), 5)).toBe(true);
      expect(await index.searchPlaces('pune', 10)).toEqual([city('c1', 'Pune', 'Maharashtra')]);
    });
  });
}
