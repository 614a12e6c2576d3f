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

function grown<T extends Int32Array | Uint8Array | Uint16Array | Float64Array>(array: T, need: number): T {
  if (need <= array.length) return array;
  const next = new (array.constructor as new (n: number) => T)(Math.max(need, array.length * 2, 1024));
  next.set(array);
  return next;
}

/**
 * An inverted index of posts held in memory: one posting list of `slot << 2
 * | bits` per term, and per slot a block in one shared pool holding its
 * title's term ids in order (for the phrase and exact-title checks) and its
 * distinct terms as `term << 2 | bits` (the forward index: checking one post
 * for a common word is cheaper than walking that word's long lists). The
 * filter fields live in typed columns by slot.
 *
 * Slots are never changed in place: replacing or removing a post frees its
 * slot and leaves its postings and block behind, skipped by `alive`, so a
 * write costs only its own words, never a search through long posting lists.
 * When the dead postings outnumber the live ones, `compact` rewrites the
 * lists and the pool in one pass (amortised over the writes that made them).
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
  /** Per slot: where its block starts in `pool`, its title's length, its distinct terms' count. */
  blockStart = new Int32Array(0);
  titleLength = new Uint16Array(0);
  termCount = new Uint16Array(0);
  pool = new Int32Array(0);
  private poolUsed = 0;

  private readonly slotOf = new Map<string, number>();
  private livePostings = 0;
  private deadPostings = 0;
  private termBits = new Uint8Array(0);
  private titleTerms = new Int32Array(64);
  private distinct = new Int32Array(64);

  get size(): number {
    return this.slotOf.size;
  }

  /** Bytes held in typed arrays (posting lists, per-post blocks, columns): the bulk of the index, measured exactly. */
  get typedBytes(): number {
    let bytes = this.pool.byteLength + this.postingLengths.byteLength;
    for (const list of this.postings) bytes += list.byteLength;
    for (const column of [this.alive, this.area, this.type, this.author, this.createdAt, this.rows]) {
      bytes += column.byteLength;
    }
    return bytes + this.blockStart.byteLength + this.titleLength.byteLength + this.termCount.byteLength;
  }

  /** Distinct terms per live post, on average: what checking one post for a word costs. */
  get averageTerms(): number {
    return this.slotOf.size === 0 ? 0 : this.livePostings / this.slotOf.size;
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
    // Titles longer than the Uint16 columns allow are cut: only phrase and exact-title checks read them.
    const titleLength = Math.min(post.title.length, 0xffff);
    const most = titleLength + post.content.length;
    if (this.titleTerms.length < most) {
      this.titleTerms = new Int32Array(most * 2);
      this.distinct = new Int32Array(most * 2);
    }
    const { titleTerms, distinct } = this; // reused: a load adds 100,000s of posts, and allocations are GC work
    let count = 0;
    for (let i = 0; i < post.title.length + post.content.length; i++) {
      const inTitleNow = i < post.title.length;
      const term = this.terms.intern(inTitleNow ? post.title[i]! : post.content[i - post.title.length]!);
      if (inTitleNow && i < titleLength) titleTerms[i] = term;
      if (term >= this.termBits.length) this.termBits = grown(this.termBits, term + 1);
      if (this.termBits[term] === 0) distinct[count++] = term;
      this.termBits[term]! |= inTitleNow ? inTitle : inContent;
    }
    const counted = Math.min(count, 0xffff);
    const start = this.reserve(titleLength + counted);
    this.blockStart[slot] = start;
    this.titleLength[slot] = titleLength;
    this.termCount[slot] = counted;
    this.pool.set(titleTerms.subarray(0, titleLength), start);
    let at = start + titleLength;
    for (let i = 0; i < count; i++) {
      const term = distinct[i]!;
      if (i < counted) {
        const bits = this.termBits[term]!;
        this.pool[at++] = (term << 2) | bits;
        this.addPosting(term, (slot << 2) | bits);
      }
      this.termBits[term] = 0;
    }
    this.livePostings += counted;
  }

  /** Drops the post with this id, if held. */
  remove(id: string): void {
    const slot = this.slotOf.get(id);
    if (slot === undefined) return;
    this.slotOf.delete(id);
    this.alive[slot] = 0;
    this.livePostings -= this.termCount[slot]!;
    this.deadPostings += this.termCount[slot]!;
    if (this.deadPostings > Math.max(this.livePostings, 100_000)) this.compact();
  }

  private reserve(length: number): number {
    if (this.poolUsed + length > this.pool.length) {
      this.pool = grown(this.pool, Math.max(this.poolUsed + length, Math.ceil(this.pool.length * 1.5)));
    }
    const start = this.poolUsed;
    this.poolUsed += length;
    return start;
  }

  private addPosting(term: number, entry: number): void {
    if (term >= this.postingLengths.length) this.postingLengths = grown(this.postingLengths, term + 1);
    let list = this.postings[term];
    const length = this.postingLengths[term]!;
    if (list === undefined || length === list.length) {
      const next = new Int32Array(length < 4 ? 4 : length < 4096 ? length * 2 : Math.ceil(length * 1.25));
      if (list) next.set(list);
      this.postings[term] = list = next;
    }
    list[length] = entry;
    this.postingLengths[term] = length + 1;
  }

  private ensureSlots(need: number): void {
    if (need <= this.alive.length) return;
    this.alive = grown(this.alive, need);
    this.area = grown(this.area, need);
    this.type = grown(this.type, need);
    this.author = grown(this.author, need);
    this.createdAt = grown(this.createdAt, need);
    this.rows = grown(this.rows, need);
    this.blockStart = grown(this.blockStart, need);
    this.titleLength = grown(this.titleLength, need);
    this.termCount = grown(this.termCount, need);
  }

  /** Renumbers the live slots densely, packs their blocks and drops every dead posting. */
  private compact(): void {
    const renumber = new Int32Array(this.slotCount).fill(-1);
    const pool = new Int32Array(Math.max(1024, this.poolUsed));
    let used = 0;
    let next = 0;
    for (let slot = 0; slot < this.slotCount; slot++) {
      if (!this.alive[slot]) continue;
      renumber[slot] = next;
      const length = this.titleLength[slot]! + this.termCount[slot]!;
      pool.set(this.pool.subarray(this.blockStart[slot]!, this.blockStart[slot]! + length), used);
      this.blockStart[next] = used;
      used += length;
      for (const column of [this.alive, this.area, this.type, this.author, this.createdAt, this.rows]) {
        column[next] = column[slot]!;
      }
      this.titleLength[next] = this.titleLength[slot]!;
      this.termCount[next] = this.termCount[slot]!;
      this.ids[next] = this.ids[slot]!;
      this.slotOf.set(this.ids[slot]!, next);
      next++;
    }
    this.pool = pool;
    this.poolUsed = used;
    this.alive.fill(0, next);
    this.ids.length = next;
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
