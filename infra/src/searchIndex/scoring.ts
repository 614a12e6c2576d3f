import { type MatchKind, matchKind, type ParsedQuery } from './query.js';

export const kindWeight: Record<MatchKind, number> = { exact: 1, stem: 0.9, prefix: 0.7, fuzzy: 0.6 };
const titleWeight = 2;
const contentWeight = 1;
export const phraseBonus = 3;
/** Larger than any sum of word scores, so an exact title always ranks first. */
export const exactTitleBonus = 1000;

/** One query word's score from its best kind's weight in the title and in the content. */
export const scoreOf = (inTitle: number, inContent: number): number =>
  titleWeight * inTitle + contentWeight * inContent;

/** Per query word, its best match kind's weight among `tokens[from, to)`. */
function bestKinds(
  query: ParsedQuery,
  tokens: readonly string[],
  stems: readonly string[],
  from: number,
  to: number,
) {
  return query.words.map((word) => {
    let best = 0;
    for (let i = from; i < to && best < 1; i++) {
      const kind = matchKind(word, tokens[i]!, stems[i]);
      if (kind) best = Math.max(best, kindWeight[kind]);
    }
    return best;
  });
}

function containsPhrase(tokens: readonly string[], words: string[]): boolean {
  if (words.length < 2) return false;
  outer: for (let i = 0; i + words.length <= tokens.length; i++) {
    for (let j = 0; j < words.length; j++) if (tokens[i + j] !== words[j]) continue outer;
    return true;
  }
  return false;
}

/**
 * The words of a post as indexed: folded title words, then content words,
 * and the stem of each, in the same order (what the FTS table stores).
 */
export interface IndexedWords {
  title: readonly string[];
  content: readonly string[];
  /** One per word of `title` then `content`. */
  stems: readonly string[];
  titleKey: string;
}

/**
 * The embedded adapter's relevance (`memoryPostSearch.ts` computes the same
 * from posting lists; this per-post form is its reference in the tests): per query word, its best match kind in
 * the title (weight 2) plus in the content (weight 1); a bonus when the title
 * holds the query as a phrase, and a larger one when the title is the query.
 * Returns how many words matched, which decides whether the post matches at all.
 */
export function scorePost(query: ParsedQuery, post: IndexedWords): { score: number; matched: number } {
  const words = [...post.title, ...post.content];
  const inTitle = bestKinds(query, words, post.stems, 0, post.title.length);
  const inContent = bestKinds(query, words, post.stems, post.title.length, words.length);
  let score = 0;
  let matched = 0;
  for (let i = 0; i < query.words.length; i++) {
    const s = scoreOf(inTitle[i]!, inContent[i]!);
    if (s > 0) matched++;
    score += s;
  }
  if (
    containsPhrase(
      post.title,
      query.words.map((w) => w.word),
    )
  )
    score += phraseBonus;
  if (query.key !== '' && post.titleKey === query.key) score += exactTitleBonus;
  return { score: Math.round(score * 1000) / 1000, matched };
}
