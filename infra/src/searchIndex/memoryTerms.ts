import { porterStem } from './porterStemmer.js';
import { withinOneEdit } from './text.js';

/** At most this many typo candidates per query word (OpenSearch: `max_expansions`). */
const maxExpansions = 50;
const surrogates = /[\uD800-\uDFFF]/;

/** Code points of a word; most are plain BMP text, whose code units already are code points. */
const chars = (word: string): readonly string[] | string => (surrogates.test(word) ? [...word] : word);
const slice = (word: readonly string[] | string, from: number, to: number): string =>
  typeof word === 'string' ? word.slice(from, to) : word.slice(from, to).join('');

function push(map: Map<string, number[]>, key: string, id: number): void {
  const list = map.get(key);
  if (list) list.push(id);
  else map.set(key, [id]);
}

/**
 * Every word the in-memory index has seen, interned to a dense integer id,
 * with the lookups a query needs: by Porter stem, by prefix and by one edit.
 * Terms are never forgotten (like the SQLite vocabulary before it): a term
 * left without live posts just matches nothing.
 *
 * Prefixes: every term is filed under its first 2 and first 3 code points,
 * so a prefix of any length is one bucket read and a `startsWith` filter.
 * Typos: two words of 4+ code points one edit apart (insert, delete,
 * substitute, swap of neighbours) share their first or their last code
 * point, and their lengths differ by at most one; so terms are filed under
 * (first, length) and (last, length), and a lookup checks six buckets with
 * `withinOneEdit`. That costs two array slots a term, where a SymSpell
 * deletion index would cost one map entry per letter.
 */
export class TermDictionary {
  private readonly ids = new Map<string, number>();
  /** Term text by id. */
  readonly texts: string[] = [];
  /** Stem text by term id. */
  readonly stems: string[] = [];
  private readonly byStem = new Map<string, number[]>();
  private readonly byPrefix = new Map<string, number[]>();
  private readonly byEdge = new Map<string, number[]>();

  get size(): number {
    return this.texts.length;
  }

  idOf(term: string): number | undefined {
    return this.ids.get(term);
  }

  intern(term: string): number {
    const known = this.ids.get(term);
    if (known !== undefined) return known;
    const id = this.texts.length;
    const stem = porterStem(term);
    this.ids.set(term, id);
    this.texts.push(term);
    this.stems.push(stem);
    push(this.byStem, stem, id);
    const cs = chars(term);
    if (cs.length >= 2) push(this.byPrefix, slice(cs, 0, 2), id);
    if (cs.length >= 3) {
      push(this.byPrefix, slice(cs, 0, 3), id);
      // Only ever one edit from a query word of 4+ letters.
      push(this.byEdge, edgeKey('^', slice(cs, 0, 1), cs.length), id);
      push(this.byEdge, edgeKey('$', slice(cs, cs.length - 1, cs.length), cs.length), id);
    }
    return id;
  }

  /** Terms whose stem is `stem`. */
  withStem(stem: string): readonly number[] {
    return this.byStem.get(stem) ?? [];
  }

  /** Terms starting with `prefix` (2 code points or more), `prefix` itself included. */
  withPrefix(prefix: string): number[] {
    const cs = chars(prefix);
    if (cs.length < 2) return [];
    const bucket = this.byPrefix.get(slice(cs, 0, Math.min(3, cs.length))) ?? [];
    return cs.length <= 3 ? bucket : bucket.filter((id) => this.texts[id]!.startsWith(prefix));
  }

  /**
   * Terms one edit from `word` (not `word` itself), the first `maxExpansions`
   * in code-unit order, as the SQLite vocabulary answered them.
   */
  oneEditFrom(word: string): number[] {
    const cs = chars(word);
    const first = slice(cs, 0, 1);
    const last = slice(cs, cs.length - 1, cs.length);
    const found = new Set<number>();
    for (let length = cs.length - 1; length <= cs.length + 1; length++) {
      for (const key of [edgeKey('^', first, length), edgeKey('$', last, length)]) {
        for (const id of this.byEdge.get(key) ?? []) {
          const text = this.texts[id]!;
          if (text !== word && withinOneEdit(text, word)) found.add(id);
        }
      }
    }
    return [...found].sort((a, b) => (this.texts[a]! < this.texts[b]! ? -1 : 1)).slice(0, maxExpansions);
  }
}

const edgeKey = (side: '^' | '$', char: string, length: number) => `${side}${char}${length}`;
