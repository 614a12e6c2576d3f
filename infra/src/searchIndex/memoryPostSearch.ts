import { type CursorValue, isAfter } from './cursor.js';
import { inContent, inTitle, type MemoryPostIndex } from './memoryPostIndex.js';
import { matchKind, type ParsedQuery, type QueryWord } from './query.js';
import { exactTitleBonus, kindWeight, phraseBonus, scoreOf } from './scoring.js';

/** Filters already folded and normalised, as `searchPosts` takes them. */
export interface MemoryFilters {
  areaId?: string;
  type?: string;
  /** Milliseconds since the epoch. */
  from?: number;
  authorKey?: string;
}

export interface ScoredSlot {
  slot: number;
  id: string;
  score: number;
}

export interface MemoryResults {
  /** The page, best first. */
  page: ScoredSlot[];
  total: number;
  /** Whether more hits follow the page. */
  more: boolean;
}

/** Match kinds as small codes whose order is their weights' order (0: no match). */
const kindCodes = { exact: 4, stem: 3, prefix: 2, fuzzy: 1 } as const;
const codeWeights = [0, kindWeight.fuzzy, kindWeight.prefix, kindWeight.stem, kindWeight.exact];

/** Every indexed term a query word matches, with its match kind's code. */
function matchingTerms(index: MemoryPostIndex, word: QueryWord): Map<number, number> {
  const { terms } = index;
  const found = new Map<number, number>();
  const consider = (term: number) => {
    if (found.has(term)) return;
    const kind = matchKind(word, terms.texts[term]!, terms.stems[term]);
    if (kind) found.set(term, kindCodes[kind]);
  };
  const exact = terms.idOf(word.word);
  if (exact !== undefined) consider(exact);
  for (const term of terms.withStem(word.stem)) consider(term);
  if (word.prefix) for (const term of terms.withPrefix(word.word)) consider(term);
  if (word.fuzzy) for (const term of terms.oneEditFrom(word.word)) consider(term);
  return found;
}

/** Per-slot working arrays, kept between queries and cleared by the touched lists. */
class Scratch {
  wordTitle = new Uint8Array(0);
  wordContent = new Uint8Array(0);
  /** 0: not seen yet; 1: passes the filters; 2: filtered out. */
  state = new Uint8Array(0);
  matched = new Uint8Array(0);
  exactInTitle = new Uint8Array(0);
  score = new Float64Array(0);

  fit(slots: number): void {
    if (this.state.length >= slots) return;
    const n = Math.max(slots, this.state.length * 2, 1024);
    this.wordTitle = new Uint8Array(n);
    this.wordContent = new Uint8Array(n);
    this.state = new Uint8Array(n);
    this.matched = new Uint8Array(n);
    this.exactInTitle = new Uint8Array(n);
    this.score = new Float64Array(n);
  }
}
const scratches = new WeakMap<MemoryPostIndex, Scratch>();

function passes(index: MemoryPostIndex, slot: number, filters: CompiledFilters): boolean {
  return (
    (filters.area === undefined || index.area[slot] === filters.area) &&
    (filters.type === undefined || index.type[slot] === filters.type) &&
    (filters.author === undefined || index.author[slot] === filters.author) &&
    (filters.from === undefined || index.createdAt[slot]! >= filters.from)
  );
}

interface CompiledFilters {
  area?: number;
  type?: number;
  author?: number;
  from?: number;
}

/** Filter values as the index's ids; `null` when one names a value no post has. */
function compileFilters(index: MemoryPostIndex, filters: MemoryFilters): CompiledFilters | null {
  const out: CompiledFilters = {};
  for (const [key, table, value] of [
    ['area', index.areas, filters.areaId],
    ['type', index.types, filters.type],
    ['author', index.authors, filters.authorKey],
  ] as const) {
    if (value === undefined) continue;
    const id = table.idOf(value);
    if (id === undefined) return null;
    out[key] = id;
  }
  if (filters.from !== undefined) out.from = filters.from;
  return out;
}

/**
 * `scoring.ts`'s relevance, computed from the posting lists of the terms each
 * query word matches: for every word, the best match kind per post in title
 * and in content; then, for posts that match enough words, the phrase and
 * exact-title bonuses from their title's term ids. The work is the length of
 * those posting lists (every match is counted, as `total` is exact), plus
 * a bounded heap for the page: nothing is sorted whole.
 */
export function searchMemory(
  index: MemoryPostIndex,
  query: ParsedQuery,
  queryTokens: readonly string[],
  filters: MemoryFilters,
  limit: number,
  after: CursorValue | undefined,
): MemoryResults {
  const none = { page: [], total: 0, more: false };
  const compiled = compileFilters(index, filters);
  if (compiled === null) return none;
  let scratch = scratches.get(index);
  if (!scratch) {
    scratch = new Scratch();
    scratches.set(index, scratch);
  }
  scratch.fit(index.slotCount);
  const { wordTitle, wordContent, state, matched, exactInTitle, score } = scratch;
  const { alive } = index;
  const touched: number[] = [];

  for (const word of query.words) {
    const wordTouched: number[] = [];
    for (const [term, code] of matchingTerms(index, word)) {
      const list = index.postings[term];
      const length = index.postingLengths[term] ?? 0;
      for (let i = 0; i < length; i++) {
        const entry = list![i]!;
        const slot = entry >> 2;
        if (!alive[slot]) continue;
        let seen = state[slot]!;
        if (seen === 0) {
          seen = state[slot] = passes(index, slot, compiled) ? 1 : 2;
          touched.push(slot);
        }
        if (seen === 2) continue;
        if (wordTitle[slot] === 0 && wordContent[slot] === 0) wordTouched.push(slot);
        if (entry & inTitle && wordTitle[slot]! < code) wordTitle[slot] = code;
        if (entry & inContent && wordContent[slot]! < code) wordContent[slot] = code;
      }
    }
    // Words in query order, each adding title then content weight: the same sums as scorePost.
    for (const slot of wordTouched) {
      score[slot] = score[slot]! + scoreOf(codeWeights[wordTitle[slot]!]!, codeWeights[wordContent[slot]!]!);
      matched[slot]!++;
      if (wordTitle[slot] === kindCodes.exact) exactInTitle[slot]!++;
      wordTitle[slot] = 0;
      wordContent[slot] = 0;
    }
  }

  const phrase = query.words.map((w) => index.terms.idOf(w.word) ?? -1);
  const key = query.key === '' ? null : queryTokens.map((t) => index.terms.idOf(t) ?? -1);
  const heap = new PageHeap(limit + 1);
  let total = 0;
  for (const slot of touched) {
    const qualifies = state[slot] === 1 && matched[slot]! >= query.required;
    let value = score[slot]!;
    if (qualifies && exactInTitle[slot] === query.words.length) {
      const title = index.titles[slot]!;
      value = bonuses(value, title, phrase, key);
    }
    state[slot] = matched[slot] = exactInTitle[slot] = 0;
    score[slot] = 0;
    if (!qualifies) continue;
    total++;
    const hit = { slot, id: index.ids[slot]!, score: Math.round(value * 1000) / 1000 };
    if (!after || isAfter(hit, after)) heap.offer(hit);
  }
  const ranked = heap.drain();
  return { page: ranked.slice(0, limit), total, more: ranked.length > limit };
}

/** `scorePost`'s bonuses, for a post whose title holds every query word exactly. */
function bonuses(score: number, title: Int32Array, phrase: number[], key: number[] | null): number {
  let value = score;
  if (phrase.length >= 2 && containsRun(title, phrase)) value += phraseBonus;
  if (key !== null && title.length === key.length && key.every((t, i) => title[i] === t))
    value += exactTitleBonus;
  return value;
}

function containsRun(title: Int32Array, run: number[]): boolean {
  outer: for (let i = 0; i + run.length <= title.length; i++) {
    for (let j = 0; j < run.length; j++) if (title[i + j] !== run[j]) continue outer;
    return true;
  }
  return false;
}

/** Best-first order: score descending, then id ascending. */
const better = (a: ScoredSlot, b: ScoredSlot) => a.score > b.score || (a.score === b.score && a.id < b.id);

/** The best `capacity` hits seen, in a binary heap whose root is the worst kept. */
class PageHeap {
  private readonly items: ScoredSlot[] = [];
  constructor(private readonly capacity: number) {}

  offer(hit: ScoredSlot): void {
    const items = this.items;
    if (items.length < this.capacity) {
      items.push(hit);
      let i = items.length - 1;
      while (i > 0) {
        const parent = (i - 1) >> 1;
        if (!better(items[parent]!, items[i]!)) break;
        [items[parent], items[i]] = [items[i]!, items[parent]!];
        i = parent;
      }
      return;
    }
    if (!better(hit, items[0]!)) return;
    items[0] = hit;
    let i = 0;
    for (;;) {
      const l = 2 * i + 1;
      const r = l + 1;
      let worst = i;
      if (l < items.length && better(items[worst]!, items[l]!)) worst = l;
      if (r < items.length && better(items[worst]!, items[r]!)) worst = r;
      if (worst === i) return;
      [items[worst], items[i]] = [items[i]!, items[worst]!];
      i = worst;
    }
  }

  drain(): ScoredSlot[] {
    return this.items.sort((a, b) => (better(a, b) ? -1 : 1));
  }
}
