import { TermDictionary } from './memoryTerms.js';
import type { PostType } from './port.js';

/** A post as the in-memory index keeps it: its words already folded, in order. */
export interface IndexedPost {
  id: string;
  /** The post row's key in SQLite, to read its text back for highlights. */
  row: number;
  areaId: string;
  type: PostType;
  /** Milliseconds since the epoch. */
  createdAt: number;
  /** The folded, trimmed author alias. */
  authorKey: string;
  title: readonly string[];
  content: readonly string[];
}

/** Posting bits: the term is in the title, in the content. */
export const inTitle = 1;
export const inContent = 2;

/** Small string → dense id tables for the filter fields. */
class Interner {
  private readonly ids = new Map<string, number>();
  idOf = (value: string) => this.ids.get(value);
  intern(value: string): number {
    const known = this.ids.get(value);
    if (known !== undefined) return known;
    this.ids.set(value, this.ids.size);
    return this.ids.size - 1;
  }
}

function grown<T extends Int32Array | Uint8Array | Float64Array>(array: T, need: number): T {
  if (need <= array.length) return array;
  const next = new (array.constructor as new (n: number) => T)(Math.max(need, array.length * 2, 1024));
  next.set(array);
  return next;
}

/**
 * An inverted index of posts held in memory: one posting list of `slot << 2
 * | bits` per term, plus the filter fields in typed columns by slot.
 *
 * Slots are never changed in place: replacing or removing a post frees its
 * slot and leaves its postings behind, skipped by `alive`, so a write costs
 * only its own words, never a search through long posting lists. When the
 * dead postings outnumber the live ones, `compact` rewrites the lists in one
 * pass (amortised: at most one pass per write that created garbage).
 */
export class MemoryPostIndex {
  readonly terms = new TermDictionary();
  readonly areas = new Interner();
  readonly authors = new Interner();
  readonly types = new Interner();

  /** Posting lists by term id, and how much of each is used. */
  postings: Int32Array[] = [];
  postingLengths = new Int32Array(0);

  slotCount = 0;
  alive = new Uint8Array(0);
  area = new Int32Array(0);
  type = new Uint8Array(0);
  author = new Int32Array(0);
  createdAt = new Float64Array(0);
  rows = new Int32Array(0);
  ids: string[] = [];
  /** Title term ids by slot, for the phrase and exact-title checks. */
  titles: Int32Array[] = [];
  private postingsOfSlot = new Int32Array(0);

  private readonly slotOf = new Map<string, number>();
  private livePostings = 0;
  private deadPostings = 0;
  private termBits = new Uint8Array(0);

  get size(): number {
    return this.slotOf.size;
  }

  has(id: string): boolean {
    return this.slotOf.has(id);
  }

  /** Adds the post, replacing any post with its id. */
  upsert(post: IndexedPost): void {
    this.remove(post.id);
    const slot = this.slotCount++;
    this.ensureSlots(slot + 1);
    this.slotOf.set(post.id, slot);
    this.alive[slot] = 1;
    this.area[slot] = this.areas.intern(post.areaId);
    this.type[slot] = this.types.intern(post.type);
    this.author[slot] = this.authors.intern(post.authorKey);
    this.createdAt[slot] = post.createdAt;
    this.rows[slot] = post.row;
    this.ids[slot] = post.id;
    const title = Int32Array.from(post.title, (word) => this.terms.intern(word));
    this.titles[slot] = title;
    const touched: number[] = [];
    const mark = (term: number, bit: number) => {
      this.termBits = grown(this.termBits, term + 1);
      if (this.termBits[term] === 0) touched.push(term);
      this.termBits[term]! |= bit;
    };
    for (const term of title) mark(term, inTitle);
    for (const word of post.content) mark(this.terms.intern(word), inContent);
    for (const term of touched) {
      this.addPosting(term, (slot << 2) | this.termBits[term]!);
      this.termBits[term] = 0;
    }
    this.postingsOfSlot[slot] = touched.length;
    this.livePostings += touched.length;
  }

  /** Drops the post with this id, if held. */
  remove(id: string): void {
    const slot = this.slotOf.get(id);
    if (slot === undefined) return;
    this.slotOf.delete(id);
    this.alive[slot] = 0;
    this.titles[slot] = empty;
    this.livePostings -= this.postingsOfSlot[slot]!;
    this.deadPostings += this.postingsOfSlot[slot]!;
    if (this.deadPostings > Math.max(this.livePostings, 100_000)) this.compact();
  }

  private addPosting(term: number, entry: number): void {
    this.postingLengths = grown(this.postingLengths, term + 1);
    let list = this.postings[term];
    const length = this.postingLengths[term]!;
    if (list === undefined || length === list.length) {
      const next = new Int32Array(Math.max(4, length * 2));
      if (list) next.set(list);
      this.postings[term] = list = next;
    }
    list[length] = entry;
    this.postingLengths[term] = length + 1;
  }

  private ensureSlots(need: number): void {
    this.alive = grown(this.alive, need);
    this.area = grown(this.area, need);
    this.type = grown(this.type, need);
    this.author = grown(this.author, need);
    this.createdAt = grown(this.createdAt, need);
    this.rows = grown(this.rows, need);
    this.postingsOfSlot = grown(this.postingsOfSlot, need);
  }

  /** Renumbers the live slots densely and drops every dead posting. */
  private compact(): void {
    const renumber = new Int32Array(this.slotCount).fill(-1);
    let next = 0;
    for (let slot = 0; slot < this.slotCount; slot++) {
      if (!this.alive[slot]) continue;
      renumber[slot] = next;
      this.alive[next] = 1;
      this.area[next] = this.area[slot]!;
      this.type[next] = this.type[slot]!;
      this.author[next] = this.author[slot]!;
      this.createdAt[next] = this.createdAt[slot]!;
      this.rows[next] = this.rows[slot]!;
      this.postingsOfSlot[next] = this.postingsOfSlot[slot]!;
      this.ids[next] = this.ids[slot]!;
      this.titles[next] = this.titles[slot]!;
      this.slotOf.set(this.ids[slot]!, next);
      next++;
    }
    this.alive.fill(0, next);
    this.ids.length = next;
    this.titles.length = next;
    this.slotCount = next;
    for (let term = 0; term < this.postings.length; term++) {
      const list = this.postings[term];
      if (!list) continue;
      let kept = 0;
      for (let i = 0; i < this.postingLengths[term]!; i++) {
        const slot = renumber[list[i]! >> 2]!;
        if (slot >= 0) list[kept++] = (slot << 2) | (list[i]! & 3);
      }
      this.postingLengths[term] = kept;
    }
    this.deadPostings = 0;
  }
}

const empty = new Int32Array(0);
