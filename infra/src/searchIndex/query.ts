import { porterStem } from './porterStemmer.js';
import { exactKey, tokenize, withinOneEdit } from './text.js';

/** Query words beyond this many are ignored. */
export const maxQueryWords = 16;
/** Typo tolerance applies from this many letters on. */
export const fuzzyMinLength = 4;
/** Prefix matching of the last word, within these lengths (OpenSearch: the edge n-gram sizes). */
export const prefixMinLength = 2;
export const prefixMaxLength = 20;

export type MatchKind = 'exact' | 'stem' | 'prefix' | 'fuzzy';

export interface QueryWord {
  word: string;
  stem: string;
  fuzzy: boolean;
  prefix: boolean;
}

export interface ParsedQuery {
  words: QueryWord[];
  /** How many words a post must match: all but one in four (OpenSearch `minimum_should_match: -25%`). */
  required: number;
  /** Compared with a title's `exactKey`. */
  key: string;
}

export function parseQuery(q: string): ParsedQuery {
  const tokens = tokenize(q);
  const unique = [...new Set(tokens)].slice(0, maxQueryWords);
  const words = unique.map((word, i) => ({
    word,
    stem: porterStem(word),
    fuzzy: [...word].length >= fuzzyMinLength,
    prefix:
      i === unique.length - 1 && [...word].length >= prefixMinLength && [...word].length <= prefixMaxLength,
  }));
  return { words, required: words.length - Math.floor(words.length / 4), key: exactKey(q) };
}

/** The best way a folded document word (whose stem may be known already) matches a query word, if it does. */
export function matchKind(word: QueryWord, token: string, stem = porterStem(token)): MatchKind | null {
  if (token === word.word) return 'exact';
  if (stem === word.stem) return 'stem';
  if (word.prefix && token.startsWith(word.word)) return 'prefix';
  if (word.fuzzy && withinOneEdit(token, word.word)) return 'fuzzy';
  return null;
}
