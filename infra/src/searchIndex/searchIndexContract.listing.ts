import { describe, expect, it } from 'vitest';
import { compareIds, placeDigest, postDigest } from './documentListing.js';
import type { ListedDocument, SearchIndex } from './port.js';
import { area, city, freshIndexes, type MakeSearchIndex, post } from './searchIndexContract.helpers.js';

async function listed(index: SearchIndex): Promise<ListedDocument[]> {
  const all: ListedDocument[] = [];
  for await (const doc of index.listDocuments()) all.push(doc);
  return all;
}
const keys = (docs: ListedDocument[]) => docs.map((d) => `${d.kind}:${d.id}@${d.position}`);

/** What the active generation holds, for verify-projections to compare two indexes. */
export function describeListing(make: MakeSearchIndex): void {
  const fresh = freshIndexes(make);

  describe('listing documents', () => {
    it('lists posts, then places, in id order, with the position and digest they were written at', async () => {
      const index = await fresh();
      const mango = post('p2', { title: 'Mango season', authorAlias: '  Quiet Owl ' });
      await index.upsertPost(mango, 5);
      await index.upsertPost(post('p10', { title: 'Guava' }), 3);
      await index.upsertPost(post('p1', { title: 'Stale' }), 9);
      await index.upsertPost(post('p1', { title: 'Older, ignored' }), 8);
      const pune = city('c1', 'Pune', 'Maharashtra');
      const kothrud = area('a1', 'Kothrud', 'c1', 'Pune', 'Maharashtra');
      await index.upsertPlace(pune, 2);
      await index.upsertPlace(kothrud, 4);

      const docs = await listed(index);
      expect(keys(docs)).toEqual(['post:p1@9', 'post:p10@3', 'post:p2@5', 'place:a1@4', 'place:c1@2']);
      expect(docs.find((d) => d.id === 'p2')?.digest).toBe(postDigest(mango));
      expect(docs.find((d) => d.id === 'p1')?.digest).toBe(postDigest(post('p1', { title: 'Stale' })));
      expect(docs.find((d) => d.id === 'c1')?.digest).toBe(placeDigest(pune));
      expect(docs.find((d) => d.id === 'a1')?.digest).toBe(placeDigest(kothrud));

      // A newer write changes what is listed; its digest follows the indexed fields.
      await index.upsertPost({ ...mango, content: 'Alphonso is in.' }, 6);
      const after = (await listed(index)).find((d) => d.id === 'p2')!;
      expect(after.position).toBe(6);
      expect(after.digest).not.toBe(postDigest(mango));
      expect(after.digest).toBe(postDigest({ ...mango, content: 'Alphonso is in.' }));
    });

    it('leaves out removed (hidden) posts and places, and tombstones of ids never seen', async () => {
      const index = await fresh();
      await index.upsertPost(post('kept'), 1);
      await index.upsertPost(post('hidden'), 2);
      await index.removePost('hidden', 3);
      await index.removePost('never', 4);
      await index.upsertPlace(city('c1', 'Pune', 'Maharashtra'), 1);
      await index.upsertPlace(city('c2', 'Puri', 'Odisha'), 1);
      await index.removePlace('c2', 5);
      expect(keys(await listed(index))).toEqual(['post:kept@1', 'place:c1@1']);
      // Restored by a newer event: listed again.
      await index.upsertPost(post('hidden'), 6);
      expect(keys(await listed(index))).toEqual(['post:hidden@6', 'post:kept@1', 'place:c1@1']);
    });

    it('orders ids by their UTF-8 bytes', async () => {
      const index = await fresh();
      const ids = ['b', 'a', 'B', '10', '9', 'é', 'e', '\uFFFD', '😀', 'a-b', 'a_b'];
      for (const [i, id] of ids.entries()) await index.upsertPost(post(id), i + 1);
      expect((await listed(index)).map((d) => d.id)).toEqual([...ids].sort(compareIds));
      expect([...ids].sort(compareIds).slice(-2)).toEqual(['\uFFFD', '😀']);
    });

    it('lists the active generation, across many pages, and the new one once swapped in', async () => {
      const index = await fresh();
      await index.upsertPost(post('old'), 1);
      const next = await index.createGeneration();
      const ids = Array.from({ length: 2345 }, (_, i) => `post-${String(i).padStart(5, '0')}`);
      await next.upsertPosts(ids.map((id, i) => ({ doc: post(id), position: i + 1 })));
      await next.upsertPlace(city('c1', 'Pune', 'Maharashtra'), 7);
      expect(keys(await listed(index))).toEqual(['post:old@1']);

      await index.activateGeneration(next.id);
      const docs = await listed(index);
      expect(docs.map((d) => d.id)).toEqual([...ids, 'c1']);
      expect(docs.slice(0, -1).map((d) => d.position)).toEqual(ids.map((_, i) => i + 1));
      expect(docs.at(-1)).toMatchObject({ kind: 'place', position: 7 });
    });
  });
}
