import { type MatchKind, matchKind, type ParsedQuery } from './query.js';
import { tokenize } from './text.js';

const kindWeight: Record<MatchKind, number> = { exact: 1, stem: 0.9, prefix: 0.7, fuzzy: 0.6 };
const titleWeight = 2;
const contentWeight = 1;
const phraseBonus = 3;
/** Larger than any sum of word scores, so an exact title always ranks first. */
const exactTitleBonus = 1000;

function bestKinds(query: ParsedQuery, tokens: string[]): number[] {
  return query.words.map((word) => {
    let best = 0;
    for (const token of tokens) {
      const kind = matchKind(word, token);
      if (kind) best = Math.max(best, kindWeight[kind]);
      if (best === 1) break;
    }
    return best;
  });
}

function containsPhrase(tokens: string[], words: string[]): boolean {
  if (words.length < 2) return false;
  outer: for (let i = 0; i + words.length <= tokens.length; i++) {
    for (let j = 0; j < words.length; j++) if (tokens[i + j] !== words[j]) continue outer;
    return true;
  }
  return false;
}

/**
 * The embedded adapter's relevance: per query word, its best match kind in
 * the title (weight 2) plus in the content (weight 1); a bonus when the title
 * holds the query as a phrase, and a larger one when the title is the query.
 * Returns how many words matched, which decides whether the post matches at all.
 */
export function scorePost(
  query: ParsedQuery,
  post: { title: string; content: string; titleKey: string },
): { score: number; matched: number } {
  const title = tokenize(post.title);
  const inTitle = bestKinds(query, title);
  const inContent = bestKinds(query, tokenize(post.content));
  let score = 0;
  let matched = 0;
  for (let i = 0; i < query.words.length; i++) {
    const s = titleWeight * inTitle[i]! + contentWeight * inContent[i]!;
    if (s > 0) matched++;
    score += s;
  }
  if (
    containsPhrase(
      title,
      query.words.map((w) => w.word),
    )
  )
    score += phraseBonus;
  if (query.key !== '' && post.titleKey === query.key) score += exactTitleBonus;
  return { score: Math.round(score * 1000) / 1000, matched };
}
