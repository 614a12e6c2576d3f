import { beforeAll, describe, expect, it } from 'vitest';
import type { SearchIndex } from './port.js';
import { freshIndexes, ids, type MakeSearchIndex, post, sorted } from './searchIndexContract.helpers.js';

/** Filters, pagination, highlights and query edge cases on a small corpus. */
export function describeSearch(make: MakeSearchIndex): void {
  const fresh = freshIndexes(make);

  describe('filters', () => {
    let index: SearchIndex;
    beforeAll(async () => {
      index = await fresh();
      const docs = [
        post('a1', {
          title: 'Pothole alert',
          areaId: 'area-a',
          type: 'alert',
          authorAlias: 'Owl',
          createdAt: '2025-01-10T00:00:00Z',
        }),
        post('a2', {
          title: 'Pothole tip',
          areaId: 'area-a',
          type: 'tip',
          authorAlias: 'Crow',
          createdAt: '2025-03-10T00:00:00Z',
        }),
        post('a3', {
          title: 'Pothole alert again',
          areaId: 'area-a',
          type: 'alert',
          authorAlias: 'Crow',
          createdAt: '2025-03-12T00:00:00Z',
        }),
        post('b1', {
          title: 'Pothole alert',
          areaId: 'area-b',
          type: 'alert',
          authorAlias: 'Crow',
          createdAt: '2025-04-01T00:00:00Z',
        }),
        post('b2', {
          title: 'Pothole question',
          areaId: 'area-b',
          type: 'ask',
          authorAlias: 'Kóel',
          createdAt: '2025-02-01T00:00:00Z',
        }),
      ];
      await Promise.all(docs.map((d, i) => index.upsertPost(d, i + 1)));
    });

    it('applies none when none is set', async () => {
      const results = await index.searchPosts({ q: 'pothole', limit: 10 });
      expect(sorted(results)).toEqual(['a1', 'a2', 'a3', 'b1', 'b2']);
      expect(results.total).toBe(5);
    });

    it('applies each alone', async () => {
      expect(sorted(await index.searchPosts({ q: 'pothole', areaId: 'area-b', limit: 10 }))).toEqual([
        'b1',
        'b2',
      ]);
      expect(sorted(await index.searchPosts({ q: 'pothole', type: 'alert', limit: 10 }))).toEqual([
        'a1',
        'a3',
        'b1',
      ]);
      expect(sorted(await index.searchPosts({ q: 'pothole', from: '2025-03-10', limit: 10 }))).toEqual([
        'a2',
        'a3',
        'b1',
      ]);
      expect(sorted(await index.searchPosts({ q: 'pothole', authorAlias: 'crow', limit: 10 }))).toEqual([
        'a2',
        'a3',
        'b1',
      ]);
      // Case- and accent-insensitive, but whole: 'Koel' finds 'Kóel', 'Ko' finds nobody.
      expect(sorted(await index.searchPosts({ q: 'pothole', authorAlias: 'KOEL', limit: 10 }))).toEqual([
        'b2',
      ]);
      expect(sorted(await index.searchPosts({ q: 'pothole', authorAlias: 'Ko', limit: 10 }))).toEqual([]);
    });

    it('combines them with AND', async () => {
      expect(
        sorted(await index.searchPosts({ q: 'pothole', areaId: 'area-a', type: 'alert', limit: 10 })),
      ).toEqual(['a1', 'a3']);
      const all = {
        q: 'pothole',
        areaId: 'area-a',
        type: 'alert' as const,
        from: '2025-03-01T00:00:00.000Z',
        authorAlias: 'Crow',
        limit: 10,
      };
      const results = await index.searchPosts(all);
      expect(ids(results)).toEqual(['a3']);
      expect(results.total).toBe(1);
      expect(ids(await index.searchPosts({ ...all, authorAlias: 'Owl' }))).toEqual([]);
    });

    it('finds nothing for a blank query or one without words', async () => {
      expect(await index.searchPosts({ q: '   ', limit: 10 })).toEqual({
        hits: [],
        total: 0,
        nextCursor: null,
      });
      expect(await index.searchPosts({ q: '?!  --', limit: 10 })).toEqual({
        hits: [],
        total: 0,
        nextCursor: null,
      });
    });
  });

  describe('pagination', () => {
    it('pages with the cursor without overlap or gaps, and total counts every match', async () => {
      const index = await fresh();
      const docs = Array.from({ length: 7 }, (_, i) =>
        post(`p${i}`, {
          title: i % 2 ? 'Pothole on Main Road' : 'Main Road pothole again',
          content: 'pothole '.repeat(i + 1),
        }),
      );
      await Promise.all(docs.map((d, i) => index.upsertPost(d, i + 1)));
      const seen: string[] = [];
      const sizes: number[] = [];
      let cursor: string | undefined;
      do {
        const page = await index.searchPosts({ q: 'pothole', limit: 3, ...(cursor ? { cursor } : {}) });
        expect(page.total).toBe(7);
        for (let i = 1; i < page.hits.length; i++) {
          expect(page.hits[i]!.score).toBeLessThanOrEqual(page.hits[i - 1]!.score);
        }
        seen.push(...ids(page));
        sizes.push(page.hits.length);
        cursor = page.nextCursor ?? undefined;
      } while (cursor);
      expect(sizes).toEqual([3, 3, 1]);
      expect([...seen].sort()).toEqual(docs.map((d) => d.id).sort());
    });

    it('clamps the page size', async () => {
      const index = await fresh();
      await Promise.all([1, 2, 3].map((i) => index.upsertPost(post(`p${i}`, { title: 'Mango' }), i)));
      expect((await index.searchPosts({ q: 'mango', limit: 0 })).hits).toHaveLength(1);
      expect((await index.searchPosts({ q: 'mango', limit: 1000 })).hits).toHaveLength(3);
    });
  });

  describe('highlights', () => {
    it('escapes the source text and marks the matches, per field that matched', async () => {
      const index = await fresh();
      await index.upsertPost(
        post('x', {
          title: 'Is <b>this</b> "lock" safe & sound?',
          content: `<script>alert('x')</script> Smart locks & keys. ${'Filler words here. '.repeat(20)}The end.`,
        }),
        1,
      );
      const [hit] = (await index.searchPosts({ q: 'safe', limit: 10 })).hits;
      expect(hit?.highlights).toEqual({
        title: 'Is &lt;b&gt;this&lt;/b&gt; &quot;lock&quot; <mark>safe</mark> &amp; sound?',
      });
      const [both] = (await index.searchPosts({ q: 'lock', limit: 10 })).hits;
      expect(both?.highlights.title).toBe(
        'Is &lt;b&gt;this&lt;/b&gt; &quot;<mark>lock</mark>&quot; safe &amp; sound?',
      );
      const content = both?.highlights.content ?? '';
      expect(content).toContain(
        '&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; Smart <mark>locks</mark> &amp; keys.',
      );
      expect(content).not.toMatch(/<(?!\/?mark>)/);
      expect(content.length).toBeLessThan(400);
    });
  });
}
