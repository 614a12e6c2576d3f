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
  private masks = new Int32Array(1024);

  get size(): number {
    return this.texts.length;
  }

  idOf(term: string): number | undefined {
    return this.ids.get(term);
  }

  /** `porterStem(word)`, read from the dictionary when the word is in it. */
  stemOf = (word: string): string => {
    const id = this.ids.get(word);
    return id === undefined ? porterStem(word) : this.stems[id]!;
  };

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
      if (id >= this.masks.length) {
        const masks = new Int32Array(this.masks.length * 2);
        masks.set(this.masks);
        this.masks = masks;
      }
      this.masks[id] = letterMask(term);
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
    const mask = letterMask(word);
    const found = new Set<number>();
    for (let length = cs.length - 1; length <= cs.length + 1; length++) {
      for (const key of [edgeKey('^', first, length), edgeKey('$', last, length)]) {
        for (const id of this.byEdge.get(key) ?? []) {
          if (bitCount(this.masks[id]! ^ mask) > 2) continue;
          const text = this.texts[id]!;
          if (text !== word && withinOneEdit(text, word)) found.add(id);
        }
      }
    }
    return [...found].sort((a, b) => (this.texts[a]! < this.texts[b]! ? -1 : 1)).slice(0, maxExpansions);
  }
}

const edgeKey = (side: '^' | '$', char: string, length: number) => `${side}${char}${length}`;

/**
 * Which characters a word holds, as 32 bits (a to z their own, the rest
 * hashed onto the 6 left). One edit adds at most one character and drops at
 * most one, so two words one edit apart differ in at most 2 bits: a check of
 * a few instructions that spares `withinOneEdit` nearly every bucket entry.
 */
function letterMask(word: string): number {
  let mask = 0;
  for (let i = 0; i < word.length; i++) {
    const c = word.codePointAt(i)!;
    if (c > 0xffff) i++; // one bit per code point, as edits count them
    mask |= 1 << (c >= 97 && c <= 122 ? c - 97 : 26 + (c % 6));
  }
  return mask;
}

function bitCount(value: number): number {
  let v = value - ((value >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}
