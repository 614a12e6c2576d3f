import { randomUUID } from 'node:crypto';
import { PlaceSearchResponseSchema, PostSearchResponseSchema } from '@mohalla/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAdmin, signUpResident, type TestAccount } from '../support/accounts.js';
import { editions } from '../support/editions.js';
import { request } from '../support/http.js';
import type { RunningNode } from '../support/singleNode.js';

/**
 * Post and place search over HTTP, on each edition: SQLite FTS5 in the single
 * node; in the scaled edition OpenSearch when OPENSEARCH_URL is set (in
 * indexes of this run's own prefix, deleted afterwards), else SQLite.
 */
describe.each(editions())('search on the $name edition', (edition) => {
  const indexPrefix = `mohalla-search-e2e-${Date.now().toString(36)}-${process.pid}`;
  let node: RunningNode;
  let kavya: TestAccount;
  let imran: TestAccount;
  let areas: Record<'indiranagar' | 'koramangala', string>;
  let bengaluruId: string;
  const published: Record<string, { _id: string; authorAlias: string; position: number }> = {};
  let lastPosition = 0;

  const api = (path: string) => request(node.url, 'GET', path);
  const search = async (params: Record<string, string>) => {
    const res = await api(
      `/api/search?${new URLSearchParams({ ...params, minPosition: String(lastPosition) })}`,
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('x-read-stale')).toBeNull();
    return PostSearchResponseSchema.parse(res.body);
  };
  const titles = async (params: Record<string, string>) =>
    (await search(params)).posts.map((p) => p.title).sort();
  const publish = async (key: string, who: TestAccount, area: string, body: object) => {
    const res = await request(node.url, 'POST', `/api/areas/${area}/posts`, { body, headers: who.auth });
    expect(res.status).toBe(201);
    published[key] = res.body;
    lastPosition = Math.max(lastPosition, res.body.position);
    return res.body;
  };

  beforeAll(async () => {
    node = await edition.start({ env: { OPENSEARCH_INDEX_PREFIX: indexPrefix } });
    [kavya, imran] = await Promise.all([signUpResident(node, 'Kavya'), signUpResident(node, 'Imran')]);
    // The seeded places, once every projection (search included) has caught up with the log.
    lastPosition = (await api('/healthz')).body.logPosition;
    const all = (await api(`/api/areas?minPosition=${lastPosition}`)).body as {
      _id: string;
      name: string;
      cityId: string;
    }[];
    const byName = (name: string) => all.find((a) => a.name === name)!;
    areas = { indiranagar: byName('Indiranagar')._id, koramangala: byName('Koramangala')._id };
    bengaluruId = byName('Koramangala').cityId;
    await publish('sony', kavya, areas.indiranagar, {
      type: 'alert',
      title: 'Water logging near Sony Signal',
      content: 'Heavy rain since morning, the underpass is flooded. Avoid 100 Feet Road.',
    });
    await publish('plumber', kavya, areas.indiranagar, {
      type: 'ask',
      title: 'Need a plumber for a leaking water tank',
      content: 'Koi acha plumber jaanta hai? The tank on the terrace is leaking since two days.',
    });
    await publish('supply', imran, areas.koramangala, {
      type: 'alert',
      title: 'Water supply cut tomorrow',
      content: 'The water board says no supply from 10 am to 6 pm in our block.',
    });
    await publish('summer', imran, areas.indiranagar, {
      type: 'tip',
      title: 'Save water this summer',
      content: 'Collect the RO waste water for mopping and plants, it adds up.',
    });
  });
  afterAll(async () => {
    await node?.stop();
    const openSearch = process.env.OPENSEARCH_URL;
    if (openSearch) await fetch(`${openSearch}/${indexPrefix}-*?expand_wildcards=all`, { method: 'DELETE' });
  });

  describe('posts', () => {
    it('finds a post by its words with highlighted snippets, as the public post shows', async () => {
      const { posts, total, nextCursor } = await search({ q: 'sony signal' });
      expect(total).toBe(1);
      expect(nextCursor).toBeNull();
      expect(posts[0]).toMatchObject({
        _id: published.sony!._id,
        title: 'Water logging near Sony Signal',
        type: 'alert',
        areaId: areas.indiranagar,
        authorAlias: published.sony!.authorAlias,
        userName: published.sony!.authorAlias,
      });
      expect(posts[0]!.highlights.title).toBe('Water logging near <mark>Sony</mark> <mark>Signal</mark>');
      // A typo, and Hinglish spelt another way ('accha' for 'acha'), still find the plumber.
      expect(await titles({ q: 'plumbr' })).toEqual(['Need a plumber for a leaking water tank']);
      expect((await search({ q: 'accha plumber' })).posts[0]?.highlights.content).toContain(
        '<mark>acha</mark>',
      );
      const everything = JSON.stringify(await search({ q: 'water' }));
      for (const secret of [kavya.email, kavya.userId, imran.userId, 'Kavya', 'Imran']) {
        expect(everything).not.toContain(secret);
      }
    });

    it('applies each filter alone and all of them together', async () => {
      expect((await search({ q: 'water' })).total).toBe(4);
      expect(await titles({ q: 'water', type: 'alert' })).toEqual([
        'Water logging near Sony Signal',
        'Water supply cut tomorrow',
      ]);
      expect(await titles({ q: 'water', area: areas.koramangala })).toEqual(['Water supply cut tomorrow']);
      expect(await titles({ q: 'water', author: published.sony!.authorAlias.toUpperCase() })).toEqual([
        'Need a plumber for a leaking water tank',
        'Water logging near Sony Signal',
      ]);
      for (const dateRange of ['today', 'week', 'month', 'year']) {
        expect((await search({ q: 'water', dateRange })).total).toBe(4);
      }
      expect(
        await titles({
          q: 'water',
          type: 'alert',
          area: areas.indiranagar,
          author: published.sony!.authorAlias,
          dateRange: 'today',
        }),
      ).toEqual(['Water logging near Sony Signal']);
      expect(await titles({ q: 'water', type: 'tip', author: published.sony!.authorAlias })).toEqual([]);
    });

    it('matches the author filter against area aliases only, never a real name or email', async () => {
      for (const author of ['Kavya', 'Kavya Tester', kavya.email]) {
        expect(await search({ q: 'water', author })).toMatchObject({ posts: [], total: 0 });
      }
    });

    it('pages with the cursor without overlap', async () => {
      const seen: string[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const page = await search({ q: 'water', limit: '3', ...(cursor ? { cursor } : {}) });
        expect(page.total).toBe(4);
        seen.push(...page.posts.map((p) => p._id));
        cursor = page.nextCursor;
        pages++;
      } while (cursor);
      expect(pages).toBe(2);
      expect(seen).toHaveLength(4);
      expect(new Set(seen).size).toBe(4);
    });

    it('says where each result is from: its area and city, as they are named now', async () => {
      const { posts } = await search({ q: 'water' });
      expect(posts.find((p) => p._id === published.sony!._id)).toMatchObject({
        area: { id: areas.indiranagar, name: 'Indiranagar' },
        city: { id: bengaluruId, name: 'Bengaluru', state: 'Karnataka' },
      });
      expect(posts.find((p) => p._id === published.supply!._id)).toMatchObject({
        area: { id: areas.koramangala, name: 'Koramangala' },
        city: { id: bengaluruId, name: 'Bengaluru', state: 'Karnataka' },
      });

      const admin = await signUpAdmin(node);
      const asAdmin = (method: string, path: string, body: object) =>
        request(node.url, method, path, { body, headers: admin.auth });
      const area = await asAdmin('POST', `/api/cities/${bengaluruId}/areas`, {
        name: `Domlur ${process.pid}`,
      });
      expect(area.status).toBe(201);
      const post = await publish('domlur', kavya, area.body._id, {
        type: 'tip',
        title: 'Jackfruit season in Domlur',
        content: 'The jackfruit seller is back at the corner every morning this week.',
      });
      const renamed = await asAdmin('PUT', `/api/areas/${area.body._id}`, {
        name: `Domlur Layout ${process.pid}`,
      });
      expect(renamed.status).toBe(200);
      lastPosition = Math.max(lastPosition, renamed.body.position);
      expect((await search({ q: 'jackfruit domlur' })).posts).toMatchObject([
        { _id: post._id, area: { id: area.body._id, name: `Domlur Layout ${process.pid}` } },
      ]);
    });

    it('shows the current counts of a post', async () => {
      const upvote = await request(node.url, 'POST', `/api/posts/${published.summer!._id}/upvote`, {
        headers: kavya.auth,
      });
      lastPosition = Math.max(lastPosition, upvote.body.position);
      expect((await search({ q: 'save water summer' })).posts[0]).toMatchObject({
        _id: published.summer!._id,
        upvotes: 1,
      });
      // Signed in, each result says whether the reader upvoted it (one lookup in the read store of each edition).
      const asKavya = await request(node.url, 'GET', `/api/search?q=water&minPosition=${lastPosition}`, {
        headers: kavya.auth,
      });
      const mine = PostSearchResponseSchema.parse(asKavya.body).posts;
      expect(mine.map((p) => [p._id, p.upvotedByMe]).sort()).toEqual(
        [published.sony!, published.plumber!, published.supply!, published.summer!]
          .map((p) => [p._id, p._id === published.summer!._id])
          .sort(),
      );
    });

    it.runIf(edition.name === 'scaled' && process.env.OPENSEARCH_URL)(
      "keeps the scaled edition's index in OpenSearch",
      async () => {
        const res = await fetch(`${process.env.OPENSEARCH_URL}/${indexPrefix}-posts/_count?q=live:true`);
        expect(((await res.json()) as { count: number }).count).toBeGreaterThanOrEqual(4);
      },
    );

    it('answers nothing for a blank query', async () => {
      for (const path of ['/api/search?q=%20%20', '/api/search', '/api/search?q=&type=alert']) {
        const res = await api(path);
        expect(res.status).toBe(200);
        expect(res.body).toEqual({ posts: [], total: 0, nextCursor: null });
      }
    });

    it.each([
      ['type=discussion', 'type'],
      ['dateRange=decade', 'dateRange'],
      ['area=not-an-area', 'area'],
      ['cursor=bm90IGEgY3Vyc29y', 'cursor'],
      ['limit=0', 'limit'],
    ])('refuses %s with a 400 naming %s', async (param, field) => {
      const res = await api(`/api/search?q=water&${param}`);
      expect(res.status).toBe(400);
      expect(res.body.errors.map((e: { field: string }) => e.field)).toEqual([field]);
    });

    it('finds a new post within about a second without asking to wait (measured, printed)', async () => {
      const word = `kulfi${randomUUID()
        .replaceAll(/[^a-f]/g, '')
        .slice(0, 8)}`;
      const started = performance.now();
      await publish('fresh', imran, areas.koramangala, {
        type: 'tip',
        title: `Best ${word} stall near Forum`,
        content: 'Malai and mango flavours, open till midnight.',
      });
      let delay = Number.POSITIVE_INFINITY;
      while (performance.now() - started < 5_000) {
        const res = await api(`/api/search?q=${word}`);
        if (res.body.total === 1) {
          delay = performance.now() - started;
          break;
        }
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      console.log(`[measure] ${edition.name}: published to searchable in ${Math.round(delay)} ms`);
      expect(delay).toBeLessThan(5_000);
    });
  });

  describe('places', () => {
    const places = async (q: string) => {
      const res = await api(`/api/places/search?q=${encodeURIComponent(q)}&minPosition=${lastPosition}`);
      expect(res.status).toBe(200);
      return PlaceSearchResponseSchema.parse(res.body);
    };

    it('finds cities by name, state and country, and areas with their city and state', async () => {
      expect((await places('bengaluru'))[0]).toEqual({
        type: 'city',
        id: bengaluruId,
        name: 'Bengaluru',
        subtitle: 'Karnataka, India',
      });
      expect(await places('KORAMANGALA')).toEqual([
        {
          type: 'area',
          id: areas.koramangala,
          name: 'Koramangala',
          subtitle: 'Bengaluru, Karnataka',
          cityId: bengaluruId,
        },
      ]);
      expect((await places('karnataka')).map((p) => p.name)).toEqual(['Bengaluru']);
    });

    it('tolerates a typo', async () => {
      expect((await places('Bengalru')).map((p) => p.name)).toContain('Bengaluru');
      expect((await places('Koramangla')).map((p) => p.name)).toEqual(['Koramangala']);
    });

    it('lists cities first, then areas, each by name, at most 10', async () => {
      const found = await places('b');
      expect(found).toHaveLength(10);
      const kinds = found.map((p) => p.type);
      expect(kinds.indexOf('area')).toBeGreaterThan(kinds.lastIndexOf('city'));
      expect(kinds).toContain('city');
      for (const kind of ['city', 'area']) {
        const names = found.filter((p) => p.type === kind).map((p) => p.name.toLowerCase());
        expect(names).toEqual([...names].sort());
      }
    });

    it('answers nothing for a blank query', async () => {
      expect(await places('  ')).toEqual([]);
      expect((await api('/api/places/search')).body).toEqual([]);
    });
  });
});
