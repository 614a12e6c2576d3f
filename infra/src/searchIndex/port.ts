import type { PostType } from '@mohalla/contracts';

/**
 * The search index: full-text search over posts and the place chooser's
 * search over cities and areas. Like the read models, it is a projection of
 * the log: projections are its only writers and every write carries the log
 * position of the event that caused it.
 *
 * Guarantees, for every adapter:
 * - **Guarded, idempotent writes.** A write applies only if the document's
 *   stored position (or its tombstone's) is older than the write's, so a
 *   replayed older event never overwrites a newer one and never brings a
 *   removed document back. Tombstones are kept for the life of the generation.
 * - **Read-your-writes.** Once a write (or `activateGeneration`) has
 *   resolved, every later search sees it.
 * - **Anonymity.** Documents carry the author's per-area alias only, never a
 *   user id, name, email or mobile.
 * - **One text model.** A word is a run of letters, digits and combining
 *   marks, compared without case or Latin accents (`Café` = `cafe`).
 */

/** The post kinds: the `contracts` posts schema's. */
export type { PostType };

export interface PostDocument {
  id: string;
  areaId: string;
  cityId: string;
  type: PostType;
  topicId?: string;
  title: string;
  content: string;
  /** The author's alias in this area; never a real name, email or user id. */
  authorAlias: string;
  /** ISO 8601 date-time. */
  createdAt: string;
  upvotes: number;
  replyCount: number;
}

/** An area carries its city's name and state: the chooser shows it as "city, state". */
export type PlaceDocument =
  | { type: 'city'; id: string; name: string; state: string; country: string }
  | { type: 'area'; id: string; name: string; cityId: string; cityName: string; state: string };

export interface PostQuery {
  /** Free text. A blank query (no words) finds nothing. */
  q: string;
  areaId?: string;
  type?: PostType;
  /** ISO 8601 date or date-time: only posts created at or after it. */
  from?: string;
  /** The author's alias, matched whole, case- and accent-insensitively. */
  authorAlias?: string;
  /** Page size, 1 to 100 (values outside are clamped). */
  limit: number;
  /** `nextCursor` of the previous page of the same query. */
  cursor?: string;
}

export interface PostHit {
  id: string;
  /** Higher is better; only comparable within one result list. */
  score: number;
  /**
   * HTML-safe: the source text is escaped and matching words are wrapped in
   * `<mark>…</mark>`. A field is present only when a query word matched in it.
   * `title` is the whole title; `content` is cut to about 200 characters
   * around its first match.
   */
  highlights: { title?: string; content?: string };
}

export interface PostResults {
  hits: PostHit[];
  /** How many posts match in all, across pages. */
  total: number;
  /** Pass back as `cursor` for the next page; `null` on the last page. */
  nextCursor: string | null;
}

/** One document a generation holds, as `listDocuments` lists it. */
export interface ListedDocument {
  kind: 'post' | 'place';
  id: string;
  /** The log position it was last written at. */
  position: number;
  /** `postDigest` / `placeDigest` (documentListing.ts) of the stored document: equal across adapters. */
  digest: string;
}

/** Writes into one generation of the index. */
export interface SearchIndexWriter {
  /** Inserts or replaces a post unless its stored version (or tombstone) is at `position` or later. Returns whether it wrote. */
  upsertPost(doc: PostDocument, position: number): Promise<boolean>;
  /** Replaces the post with a tombstone, guarded as `upsertPost`; an id never seen gets a tombstone too. */
  removePost(id: string, position: number): Promise<boolean>;
  /** As `upsertPost`, for a city or area. Ids share one space across cities and areas. */
  upsertPlace(doc: PlaceDocument, position: number): Promise<boolean>;
  removePlace(id: string, position: number): Promise<boolean>;
}

/**
 * A fresh, empty generation, filled by a rebuild and not searched until
 * activated. Its writes need not be searchable before activation.
 */
export interface SearchIndexGeneration extends SearchIndexWriter {
  readonly id: string;
  /**
   * Bulk fill: the same as `upsertPost` for each entry, in order (so a later
   * entry for the same id at a newer position wins), in far fewer round trips.
   * Not atomic: after a failure some entries may be written. Answers how
   * many entries were written.
   */
  upsertPosts(batch: ReadonlyArray<{ doc: PostDocument; position: number }>): Promise<number>;
}

/** Writes go to, and searches read, the active generation. */
export interface SearchIndex extends SearchIndexWriter {
  /**
   * Posts matching the words of `q` and every filter that is set.
   *
   * A post matches a query word when one of its title or content words:
   * equals it; has the same English (Porter) stem; starts with it, for the
   * last query word of 2 to 20 letters (typing as you go: `water-lo` finds
   * `water-logging`); or, for query words of 4 letters or more, is one edit
   * (insert, delete, substitute, swap of neighbours) away from it. A post must
   * match every query word, except that one word in four (rounded down) may be
   * missing. Ranking: a post whose title equals the query (but for case,
   * accents and punctuation) first; then title matches above content
   * matches, exact above stemmed above prefix above typo matches; ties by
   * id. Hits come best first; pages follow `cursor` without overlap.
   */
  searchPosts(query: PostQuery): Promise<PostResults>;
  /**
   * Cities and areas for the place chooser: every query word must start a
   * word of the place (cities: name, state, country; areas: name), or be one
   * edit away from one when it has 4 letters or more. Cities first, then by
   * name (case- and accent-insensitive), then id. At most `limit` (capped at
   * 10). A blank query finds nothing.
   */
  searchPlaces(q: string, limit: number): Promise<PlaceDocument[]>;
  /** Creates a fresh, empty generation to rebuild into. */
  createGeneration(): Promise<SearchIndexGeneration>;
  /**
   * Atomically makes generation `id` the one every search and write uses,
   * then drops the generation that was active. Activating the active
   * generation does nothing; an unknown id throws. Writes still in flight to
   * the old generation are lost with it: catch the rebuild up to the live
   * projection's position before activating.
   */
  activateGeneration(id: string): Promise<void>;
  /** The active generation's id. */
  activeGeneration(): Promise<string>;
  /**
   * Reopens generation `id` (made by `createGeneration`, in this process or
   * another sharing the index) to carry on filling it, as a rebuild taken up
   * again does. Its documents and tombstones are as they were left. An
   * unknown id, or the active generation's, throws.
   */
  openGeneration(id: string): Promise<SearchIndexGeneration>;
  /**
   * Every live document the active generation holds (tombstones, so removed
   * and hidden posts, are left out): all posts, then all places, each in id
   * order (`compareIds`: by the ids' UTF-8 bytes). Read in pages, so it
   * suits indexes of any size; the generation is the one active when the
   * listing began, and it is not a snapshot: a document written meanwhile
   * may be listed before or after its write. Activating another generation
   * meanwhile drops this one, and the listing then throws.
   */
  listDocuments(): AsyncIterable<ListedDocument>;
  /** Every generation the index holds, in no particular order, and which of them is active. */
  listGenerations(): Promise<{ ids: string[]; active: string }>;
  /**
   * Drops a generation that is not active (an abandoned rebuild's), with
   * its documents. An id the index does not hold is already gone: nothing
   * happens. The active generation's id throws and drops nothing.
   */
  dropGeneration(id: string): Promise<void>;
  close(): Promise<void>;
}

/** The most hits one page of `searchPosts` returns. */
export const maxPostPage = 100;
/** The most places `searchPlaces` returns (spec: capped at 10). */
export const maxPlaces = 10;
