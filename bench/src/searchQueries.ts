import type { PostDocument, PostQuery } from '@mohalla/infra';
import { CORPUS_END, pick, type Random } from './corpus.js';

export type QueryKind = 'exact title' | 'prefix' | 'one typo' | 'filtered';
export const QUERY_KINDS: readonly QueryKind[] = ['exact title', 'prefix', 'one typo', 'filtered'];

const words = (text: string) => text.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
const MONTH_MS = 30 * 24 * 60 * 60 * 1000;

/** A word with two neighbouring letters swapped, or one letter dropped: what thumbs do on a phone. */
function misspell(random: Random, word: string): string {
  const at = 1 + Math.floor(random() * (word.length - 2));
  return random() < 0.5
    ? word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2)
    : word.slice(0, at) + word.slice(at + 1);
}

/**
 * A query a resident could type about a post of the corpus: its exact
 * title; its title's words with the last one half typed; a title with one
 * word misspelt; or a word of it within its area, type and the last month.
 */
export function queryFor(kind: QueryKind, random: Random, post: PostDocument): PostQuery {
  const title = words(post.title);
  const long = title.filter((w) => w.length >= 5);
  switch (kind) {
    case 'exact title':
      return { q: post.title, limit: 20 };
    case 'prefix': {
      const last = Math.max(
        1,
        title.findLastIndex((w) => w.length >= 4),
      );
      const typed = title.slice(0, last + 1);
      const word = typed.at(-1)!;
      typed[typed.length - 1] = word.slice(0, Math.max(2, Math.ceil(word.length / 2)));
      return { q: typed.join(' '), limit: 20 };
    }
    case 'one typo': {
      const target = long.length > 0 ? pick(random, long) : title[0]!;
      return { q: title.map((w) => (w === target ? misspell(random, w) : w)).join(' '), limit: 20 };
    }
    case 'filtered':
      return {
        q: long.length > 0 ? pick(random, long) : post.title,
        areaId: post.areaId,
        type: post.type,
        from: new Date(CORPUS_END - MONTH_MS).toISOString(),
        limit: 20,
      };
  }
}
