import { beforeAll, describe, expect, it } from 'vitest';
import type { SearchIndex } from './port.js';
import { area, city, freshIndexes, type MakeSearchIndex } from './searchIndexContract.helpers.js';

/** The place chooser's search: prefix, typos, ordering, cap. */
export function describePlaces(make: MakeSearchIndex): void {
  const fresh = freshIndexes(make);

  describe('places', () => {
    let index: SearchIndex;
    const names = async (q: string, limit = 10) => (await index.searchPlaces(q, limit)).map((p) => p.name);
    beforeAll(async () => {
      index = await fresh();
      const places = [
        city('c-blr', 'Bengaluru', 'Karnataka'),
        city('c-bti', 'Bathinda', 'Punjab'),
        city('c-bom', 'Mumbai', 'Maharashtra'),
        city('c-pnq', 'Pune', 'Maharashtra'),
        area('a-kor', 'Koramangala', 'c-blr', 'Bengaluru', 'Karnataka'),
        area('a-ban', 'Banashankari', 'c-blr', 'Bengaluru', 'Karnataka'),
        area('a-bdr', 'Bandra West', 'c-bom', 'Mumbai', 'Maharashtra'),
        area('a-bas', 'Basavanagudi', 'c-blr', 'Bengaluru', 'Karnataka'),
        area('a-ksh', 'Kothrud', 'c-pnq', 'Pune', 'Maharashtra'),
        area('a-mum', 'Mumbai Central', 'c-bom', 'Mumbai', 'Maharashtra'),
      ];
      await Promise.all(places.map((p, i) => index.upsertPlace(p, i + 1)));
    });

    it('matches word prefixes, cities first, then by name', async () => {
      expect(await names('ba')).toEqual(['Bathinda', 'Banashankari', 'Bandra West', 'Basavanagudi']);
      expect(await names('BAND')).toEqual(['Bandra West']);
      expect(await names('west')).toEqual(['Bandra West']);
      expect(await names('mumbai')).toEqual(['Mumbai', 'Mumbai Central']);
    });

    it('finds cities by state and country, areas by their own name only', async () => {
      expect(await names('maharashtra')).toEqual(['Mumbai', 'Pune']);
      expect(await names('india')).toEqual(['Bathinda', 'Bengaluru', 'Mumbai', 'Pune']);
      expect(await names('bengaluru')).toEqual(['Bengaluru']);
    });

    it('tolerates one typo in words of 4 letters or more', async () => {
      expect(await names('Koramangla')).toEqual(['Koramangala']);
      expect(await names('bengalru')).toEqual(['Bengaluru']);
      expect(await names('pnue')).toEqual(['Pune']);
      expect(await names('kotrud')).toEqual(['Kothrud']);
    });

    it('requires every word, and returns whole documents', async () => {
      expect(await names('bandra w')).toEqual(['Bandra West']);
      expect(await names('bandra east')).toEqual([]);
      expect(await index.searchPlaces('kora', 10)).toEqual([
        area('a-kor', 'Koramangala', 'c-blr', 'Bengaluru', 'Karnataka'),
      ]);
      expect(await names('')).toEqual([]);
    });

    it('caps the results at the limit and at 10', async () => {
      const many = await fresh();
      await Promise.all(
        Array.from({ length: 14 }, (_, i) =>
          many.upsertPlace(area(`s${i}`, `Sector ${i + 1}`, 'c-x', 'Noida', 'Uttar Pradesh'), i + 1),
        ),
      );
      const all = await many.searchPlaces('sector', 50);
      expect(all.map((p) => p.name)).toEqual([
        'Sector 1',
        'Sector 10',
        'Sector 11',
        'Sector 12',
        'Sector 13',
        'Sector 14',
        'Sector 2',
        'Sector 3',
        'Sector 4',
        'Sector 5',
      ]);
      expect(await many.searchPlaces('sector', 3)).toHaveLength(3);
    });
  });
}
