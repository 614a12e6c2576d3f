import { type CursorValue, isAfter } from './cursor.js';
import { compileFilters, type MemoryFilters, passes } from './memoryFilters.js';
import { inContent, inTitle, type MemoryPostIndex } from './memoryPostIndex.js';
import { PageHeap, type ScoredSlot } from './pageHeap.js';
import { matchKind, maxQueryWords, type ParsedQuery, type QueryWord } from './query.js';
import { exactTitleBonus, kindWeight, phraseBonus, scoreOf } from './scoring.js';

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

/** Codes a slot keeps per query word: title codes at `slot * stride + word`, content codes `maxQueryWords` on. */
const stride = 2 * maxQueryWords;

/** Working arrays kept between queries and cleared through the touched lists. */
class Scratch {
  /** Per slot: 0 not seen yet; 1 passes the filters; 2 filtered out. */
  state = new Uint8Array(0);
  codes = new Uint8Array(0);
  /** Per term: its code for the word being checked through the forward index. */
  termCodes = new Uint8Array(0);
  /** Slots seen, and those of them that pass the filters: lists kept here, not allocated per query. */
  touched = new Int32Array(0);
  candidates = new Int32Array(0);

  fit(slots: number, terms: number): void {
    if (this.state.length < slots) {
      const n = Math.max(slots, this.state.length * 2, 1024);
      this.state = new Uint8Array(n);
      this.codes = new Uint8Array(n * stride);
      this.touched = new Int32Array(n);
      this.candidates = new Int32Array(n);
    }
    if (this.termCodes.length < terms)
      this.termCodes = new Uint8Array(Math.max(terms, this.termCodes.length * 2));
  }
}
const scratches = new WeakMap<MemoryPostIndex, Scratch>();

interface PlannedWord {
  /** Its place in the query. */
  at: number;
  terms: Map<number, number>;
  /** How many postings its terms have: the cost of walking them. */
  cost: number;
}

/**
 * `scoring.ts`'s relevance, computed from posting lists, and every match
 * counted (`total` is exact).
 *
 * Pruning: a post that matches `required` of the query's n words holds at
 * least one of any n - required + 1 of them (else it would match at most
 * required - 1). So only the posting lists of the n - required + 1 cheapest
 * words are walked to find the candidates; every other word is then checked
 * on those candidates only, by walking its lists while skipping posts not
 * already found, or, when that is dearer, by reading each candidate's
 * forward index. A query with a rare word costs that word's few postings,
 * not the lists of `the` or `near` beside it.
 *
 * Per candidate and word the best match kind in title and content is kept;
 * the score is then summed in query order, as `scorePost` sums it, and the
 * phrase and exact-title bonuses read the title's term ids. A bounded heap
 * keeps the page: nothing is sorted whole.
 */
export function searchMemory(
  index: MemoryPostIndex,
  query: ParsedQuery,
  queryTokens: readonly string[],
  filters: MemoryFilters,
  limit: number,
  after: CursorValue | undefined,
): MemoryResults {
  const compiled = compileFilters(index, filters);
  if (compiled === null || query.words.length === 0) return { page: [], total: 0, more: false };
  let scratch = scratches.get(index);
  if (!scratch) {
    scratch = new Scratch();
    scratches.set(index, scratch);
  }
  scratch.fit(index.slotCount, index.terms.size);
  const { state, codes, termCodes, touched, candidates } = scratch;
  let touchedCount = 0;
  let candidateCount = 0;
  const { alive, pool, blockStart, titleLength, termCount } = index;

  const planned: PlannedWord[] = query.words.map((word, at) => {
    const terms = matchingTerms(index, word);
    let cost = 0;
    for (const term of terms.keys()) cost += index.postingLengths[term] ?? 0;
    return { at, terms, cost };
  });
  planned.sort((a, b) => a.cost - b.cost);
  const drivers = planned.length - query.required + 1;

  const record = (slot: number, at: number, entry: number, code: number) => {
    const base = slot * stride + at;
    if (entry & inTitle && codes[base]! < code) codes[base] = code;
    if (entry & inContent && codes[base + maxQueryWords]! < code) codes[base + maxQueryWords] = code;
  };

  for (const [i, word] of planned.entries()) {
    const walk = i < drivers || word.cost <= candidateCount * index.averageTerms;
    if (walk) {
      for (const [term, code] of word.terms) {
        const list = index.postings[term]!;
        const length = index.postingLengths[term]!;
        for (let p = 0; p < length; p++) {
          const entry = list[p]!;
          const slot = entry >> 2;
          let seen = state[slot]!;
          if (seen === 0) {
            if (i >= drivers || !alive[slot]) continue; // not a candidate: it cannot match enough words
            seen = state[slot] = passes(index, slot, compiled) ? 1 : 2;
            touched[touchedCount++] = slot;
            if (seen === 1) candidates[candidateCount++] = slot;
          }
          if (seen === 1) record(slot, word.at, entry, code);
        }
      }
      continue;
    }
    for (const [term, code] of word.terms) termCodes[term] = code;
    for (let c = 0; c < candidateCount; c++) {
      const slot = candidates[c]!;
      const from = blockStart[slot]! + titleLength[slot]!;
      const to = from + termCount[slot]!;
      for (let p = from; p < to; p++) {
        const entry = pool[p]!;
        const code = termCodes[entry >> 2]!;
        if (code !== 0) record(slot, word.at, entry, code);
      }
    }
    for (const term of word.terms.keys()) termCodes[term] = 0;
  }

  const phrase = query.words.map((w) => index.terms.idOf(w.word) ?? -1);
  const key = query.key === '' ? null : queryTokens.map((t) => index.terms.idOf(t) ?? -1);
  const heap = new PageHeap(limit + 1);
  let total = 0;
  for (let t = 0; t < touchedCount; t++) state[touched[t]!] = 0;
  for (let c = 0; c < candidateCount; c++) {
    const slot = candidates[c]!;
    const base = slot * stride;
    let score = 0;
    let matched = 0;
    let exactInTitle = 0;
    for (let at = 0; at < query.words.length; at++) {
      const title = codes[base + at]!;
      const content = codes[base + maxQueryWords + at]!;
      if (title === 0 && content === 0) continue;
      // Words in query order, each adding title then content weight: the same sums as scorePost.
      score += scoreOf(codeWeights[title]!, codeWeights[content]!);
      matched++;
      if (title === kindCodes.exact) exactInTitle++;
      codes[base + at] = 0;
      codes[base + maxQueryWords + at] = 0;
    }
    if (matched < query.required) continue;
    if (exactInTitle === query.words.length) {
      const start = blockStart[slot]!;
      score = bonuses(score, pool.subarray(start, start + titleLength[slot]!), phrase, key);
    }
    total++;
    const rounded = Math.round(score * 1000) / 1000;
    const id = index.ids[slot]!;
    // A broad query has tens of thousands of hits: only those that enter the page become objects.
    if (after && !isAfter({ score: rounded, id }, after)) continue;
    if (heap.wants(rounded, id)) heap.offer({ slot, id, score: rounded });
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
