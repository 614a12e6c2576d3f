import { beforeAll, describe, expect, it } from 'vitest';
import { areas, corpus } from './fixtures/posts.js';
import type { SearchIndex } from './port.js';
import { freshIndexes, ids, type MakeSearchIndex, sorted } from './searchIndexContract.helpers.js';

/** Relevance on ~40 realistic posts: what a resident typing in the search box must get. */
export function describeRelevance(make: MakeSearchIndex): void {
  const fresh = freshIndexes(make);

  describe('relevance on the seeded corpus', () => {
    let index: SearchIndex;
    const search = (q: string, more: Partial<Parameters<SearchIndex['searchPosts']>[0]> = {}) =>
      index.searchPosts({ q, limit: 50, ...more });
    beforeAll(async () => {
      index = await fresh();
      await Promise.all(corpus.map((doc, i) => index.upsertPost(doc, i + 1)));
    });

    it('ranks an exact title match first, whatever the case and punctuation', async () => {
      for (const q of [
        'Water-logging near Sony Signal',
        'water logging near sony signal',
        'WATER LOGGING, NEAR SONY SIGNAL!',
      ]) {
        const results = await search(q);
        expect(ids(results)[0]).toBe('p01');
        expect(ids(results)).toContain('p02'); // says "water logging near Sony Signal" many times
      }
      expect(ids(await search('Best filter coffee in Koramangala'))[0]).toBe('p06');
      expect(ids(await search('lost dog near koramangala 4th block'))[0]).toBe('p13');
    });

    it('ranks title matches above content-only matches', async () => {
      const found = ids(await search('plumber'));
      expect(found.slice(0, 2).sort()).toEqual(['p03', 'p04']);
      expect(found).toContain('p22'); // "plumber" in the content only
    });

    it('tolerates a one-letter typo', async () => {
      expect(sorted(await search('plumbr'))).toEqual(['p03', 'p04', 'p22']);
      const kora = ids(await search('Koramangla'));
      expect(kora.sort()).toEqual(['p01', 'p03', 'p06', 'p13', 'p18', 'p25', 'p37']);
      expect(ids(await search('electrcian'))).toEqual(['p04']);
      // Short words get no typo tolerance: 'pav' must not find 'paani' or 'pay'.
      expect(sorted(await search('pav'))).toEqual(['p19', 'p39']);
    });

    it('matches the last word as a prefix while typing', async () => {
      const found = sorted(await search('water-lo'));
      expect(found).toEqual(['p01', 'p02', 'p14']);
      expect(sorted(await search('koraman'))).toEqual(['p01', 'p03', 'p06', 'p13', 'p18', 'p25', 'p37']);
      // Only the last word: 'wat logging' does not find 'water'.
      expect(sorted(await search('wat logging'))).toEqual([]);
    });

    it('folds case and accents, and stems English words', async () => {
      // 'came' (p04) is one edit from 'cafe'.
      expect(sorted(await search('cafe'))).toEqual(['p04', 'p08']);
      expect(ids(await search('CAFÉ'))[0]).toBe('p08');
      expect(sorted(await search('Café coffee day'))).toEqual(['p08']);
      expect(sorted(await search('leak'))).toEqual(['p03', 'p16']);
      expect(sorted(await search('recommendation'))).toEqual(['p17', 'p20', 'p29']);
    });

    it('finds Hinglish words, whichever way they are spelt', async () => {
      expect(ids(await search('bijli'))).toEqual(['p07']);
      expect(ids(await search('paani'))).toEqual(['p09']);
      expect(sorted(await search('bahut'))).toEqual(['p19', 'p35']);
      // Romanised Hindi has no fixed spelling: 'accha' / 'acha', 'pani' / 'paani' are one edit apart.
      expect(ids(await search('accha'))).toEqual(['p26', 'p03']);
      // ... and 'pani' is one swap from 'pain' (p25) too, which ranks below the title match.
      expect(ids(await search('pani'))).toEqual(['p09', 'p25']);
      expect(ids(await search('tanker wala'))).toEqual(['p09']);
    });

    it('finds Indian place names, misspelt or half typed', async () => {
      const andheri = ['p07', 'p20', 'p26', 'p14']; // titles first, then p14 ("the Andheri subway")
      expect(
        ids(await search('Andheri'))
          .slice(0, 3)
          .sort(),
      ).toEqual(andheri.slice(0, 3));
      expect(ids(await search('Andheri'))[3]).toBe('p14');
      expect(sorted(await search('Anderi'))).toEqual([...andheri].sort());
      for (const q of ['Lokhandwala', 'lokhandwla', 'LOKHAND']) expect(ids(await search(q))).toEqual(['p38']);
      expect(ids(await search('Bandra West'))).toEqual(['p05']);
      expect(ids(await search('select city walk'))[0]).toBe('p08');
    });

    it('combines filters with the text', async () => {
      const { koramangala } = areas;
      expect(sorted(await search('water logging', { areaId: koramangala.areaId }))).toEqual(['p01', 'p02']);
      expect(ids(await search('water logging', { areaId: koramangala.areaId, type: 'alert' }))).toEqual([
        'p01',
      ]);
      expect(sorted(await search('water', { from: '2025-06-01' }))).toEqual(['p01', 'p14', 'p27', 'p34']);
      expect(sorted(await search('koramangala', { authorAlias: 'chaicat' }))).toEqual(['p01', 'p03', 'p25']);
      expect(sorted(await search('koramangala', { authorAlias: 'chaicat', type: 'ask' }))).toEqual(['p03']);
      expect(sorted(await search('water', { from: '2025-06-01', type: 'alert' }))).toEqual([
        'p01',
        'p27',
        'p34',
      ]);
      expect(
        ids(await search('water', { from: '2025-06-01', type: 'alert', areaId: areas.saket.areaId })),
      ).toEqual(['p34']);
    });

    // Hidden and deleted posts both leave the index through removePost.
    it('never finds a removed post, even after a replayed older event', async () => {
      expect(await index.removePost('p01', 1000)).toBe(true);
      expect(await index.upsertPost(corpus[0]!, 1)).toBe(false);
      for (const q of ['Water-logging near Sony Signal', 'water-lo', 'sony', 'koramangala']) {
        expect(ids(await search(q))).not.toContain('p01');
      }
      const sony = await search('sony');
      expect(ids(sony)).toEqual(['p02']);
      expect(sony.total).toBe(1);
      expect(ids(await search('water logging', { areaId: areas.koramangala.areaId, type: 'alert' }))).toEqual(
        [],
      );
      expect(sorted(await search('koramangala', { authorAlias: 'chaicat' }))).toEqual(['p03', 'p25']);
    });
  });
}
