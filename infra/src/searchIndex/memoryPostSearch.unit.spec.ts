import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type IndexedPost, MemoryPostIndex } from './memoryPostIndex.js';
import { searchMemory } from './memoryPostSearch.js';
import { porterStem } from './porterStemmer.js';
import { matchKind, parseQuery } from './query.js';
import { scorePost } from './scoring.js';
import { exactKey, tokenize, withinOneEdit } from './text.js';

/** A small vocabulary with stems, prefixes and one-edit neighbours among its words. */
const vocabulary = [
  'water',
  'waters',
  'watering',
  'later',
  'wafer',
  'logging',
  'log',
  'near',
  'sony',
  'pani',
  'paani',
  'pain',
  'the',
  'a',
  'koramangala',
  'koramangla',
  'plumber',
  'plumbers',
  'x',
];
const sentence = fc
  .array(fc.constantFrom(...vocabulary), { minLength: 1, maxLength: 6 })
  .map((w) => w.join(' '));
const post = fc.record({
  title: sentence,
  content: sentence,
  areaId: fc.constantFrom('a1', 'a2'),
  type: fc.constantFrom('ask' as const, 'tip' as const),
});

function indexed(
  id: string,
  p: { title: string; content: string; areaId: string; type: 'ask' | 'tip' },
): IndexedPost {
  return {
    id,
    row: 0,
    areaId: p.areaId,
    type: p.type,
    createdAt: 0,
    authorKey: 'x',
    title: tokenize(p.title),
    content: tokenize(p.content),
  };
}

/** The reference: score every post with `scorePost`, keep those matching enough words, best first. */
function bruteForce(
  posts: { id: string; title: string; content: string; areaId: string }[],
  q: string,
  areaId?: string,
) {
  const parsed = parseQuery(q);
  return posts
    .filter((p) => areaId === undefined || p.areaId === areaId)
    .map((p) => {
      const title = tokenize(p.title);
      const content = tokenize(p.content);
      const scored = scorePost(parsed, {
        title,
        content,
        stems: [...title, ...content].map(porterStem),
        titleKey: exactKey(p.title),
      });
      return { id: p.id, ...scored };
    })
    .filter((r) => r.matched >= parsed.required && r.matched > 0)
    .sort((a, b) => b.score - a.score || (a.id < b.id ? -1 : 1))
    .map(({ id, score }) => ({ id, score: Math.round(score * 1000) / 1000 }));
}

describe('searchMemory', () => {
  it('ranks and counts exactly as scoring every post with scorePost, through replacements and removals', () => {
    fc.assert(
      fc.property(
        fc.array(post, { minLength: 1, maxLength: 25 }),
        fc.array(fc.nat(24), { maxLength: 8 }),
        fc.array(fc.constantFrom(...vocabulary, 'watr', 'wa', 'plumb', 'lo'), { minLength: 1, maxLength: 5 }),
        fc.boolean(),
        (docs, removed, words, filtered) => {
          const index = new MemoryPostIndex();
          const live = docs.map((d, i) => ({ id: `p${String(i).padStart(2, '0')}`, ...d }));
          for (const d of live) index.upsert(indexed(d.id, { ...d, title: 'stale words', content: 'gone' }));
          for (const d of live) index.upsert(indexed(d.id, d)); // replaced: the stale postings must not count
          const gone = new Set(removed.map((i) => `p${String(i).padStart(2, '0')}`));
          for (const id of gone) index.remove(id);
          const q = words.join(' ');
          const areaId = filtered ? 'a1' : undefined;
          const expected = bruteForce(
            live.filter((d) => !gone.has(d.id)),
            q,
            areaId,
          );
          const found = searchMemory(
            index,
            parseQuery(q),
            tokenize(q),
            areaId ? { areaId } : {},
            100,
            undefined,
          );
          expect(found.total).toBe(expected.length);
          expect(found.page.map(({ id, score }) => ({ id, score }))).toEqual(expected.slice(0, 100));
        },
      ),
      { numRuns: 400 },
    );
  });

  it('finds typo candidates and prefixes exactly as a scan of the vocabulary would', () => {
    const index = new MemoryPostIndex();
    const words = fc.sample(
      fc.string({ unit: fc.constantFrom('a', 'b', 'r', 'é', '😀'), minLength: 1, maxLength: 7 }),
      { numRuns: 3000, seed: 7 },
    );
    for (const w of words) index.terms.intern(w);
    const all = index.terms.texts;
    for (const word of fc.sample(
      fc.string({ unit: fc.constantFrom('a', 'b', 'r', 'é', '😀'), minLength: 4, maxLength: 7 }),
      { numRuns: 300, seed: 8 },
    )) {
      const scanned = all
        .filter((t) => t !== word && [...t].length >= 3 && withinOneEdit(t, word))
        .sort()
        .slice(0, 50);
      expect(index.terms.oneEditFrom(word).map((id) => all[id])).toEqual(scanned);
    }
    for (const prefix of ['ab', 'abr', 'abra', 'é😀', 'é😀a']) {
      expect(
        index.terms
          .withPrefix(prefix)
          .map((id) => all[id])
          .sort(),
      ).toEqual(all.filter((t) => t.startsWith(prefix)).sort());
    }
    expect(matchKind(parseQuery('plumbr').words[0]!, 'plumber')).toBe('fuzzy');
  });
});
