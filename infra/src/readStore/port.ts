/**
 * Read models are collections of JSON documents keyed by `_id`. Projections
 * are the only writers; every write carries the log position of the event
 * that caused it and applies only if the document's stored position is
 * older, so replaying an event (at-least-once delivery) changes nothing.
 */

export type Scalar = string | number | boolean | null;

/**
 * A field (dotted paths reach into embedded objects) equal to a value, or to
 * one of several. Equality is exact: case-sensitive for strings, and of the
 * same JSON type (`30` never equals `'30'`); `null` also matches a missing
 * field; an empty `in` matches nothing. A range matches numbers only.
 */
export type Filter = Record<string, Scalar | { in: readonly Scalar[] } | NumberRange>;

/** A numeric field strictly below and/or above a bound (cursors over sequence numbers). */
export interface NumberRange {
  lt?: number;
  gt?: number;
}

export interface FindOptions {
  /**
   * Sort keys in priority order. Strings compare case-insensitively (ASCII
   * folding at least); ties are broken by `_id` ascending so that pages
   * taken with skip/limit never overlap.
   */
  sort?: ReadonlyArray<readonly [field: string, direction: 'asc' | 'desc']>;
  limit?: number;
  skip?: number;
}

/**
 * Field names starting with `_position` or `_deleted` are reserved for the
 * adapters' bookkeeping. Collection names match `^[A-Za-z][A-Za-z0-9_]{0,62}$`.
 */
export interface ReadDocument {
  _id: string;
}

/**
 * One collection. Removed documents are kept as tombstones (so a replayed
 * older event cannot bring them back) and are never returned by reads.
 */
export interface Collection<T extends ReadDocument> {
  get(id: string): Promise<T | null>;
  find(filter?: Filter, options?: FindOptions): Promise<T[]>;
  count(filter?: Filter): Promise<number>;
  /**
   * Writes the whole document (insert or replace) unless the stored one (or
   * its tombstone) was written at `position` or later. Returns whether it
   * was written.
   */
  put(doc: T, position: number): Promise<boolean>;
  /** Sets top-level fields of an existing live document, guarded as `put`. */
  patch(id: string, fields: Partial<Omit<T, '_id'>>, position: number): Promise<boolean>;
  /** `patch` on every live document matching the filter; returns how many changed. */
  patchWhere(filter: Filter, fields: Partial<Omit<T, '_id'>>, position: number): Promise<number>;
  /** Replaces the document with a tombstone, guarded as `put`; an id never seen gets a tombstone too. */
  remove(id: string, position: number): Promise<boolean>;
  /** `remove` on every live document matching the filter; returns how many. */
  removeWhere(filter: Filter, position: number): Promise<number>;
  /** Drops every document and tombstone (a projection's reset). */
  clear(): Promise<void>;
}

/** Where a projection has got to in the log; stored after its effects. */
export interface CheckpointStore {
  get(name: string): Promise<number | null>;
  set(name: string, position: number): Promise<void>;
  /** Forgets a checkpoint (a projection's reset). */
  delete(name: string): Promise<void>;
  /** Sets several at once, in one transaction or round trip: the projector's flush after a batch of events. */
  setMany(positions: Readonly<Record<string, number>>): Promise<void>;
}

/**
 * One key of an index (dotted paths allowed). A field alone serves equality
 * filters on it (exact, as filters are). A `[field, direction]` pair serves
 * a sort on that field in that direction (strings case-insensitively, as
 * `find` sorts) and range filters on it. An index lists its equality fields
 * first, then its sort keys in the sort's order and directions; ties by
 * `_id` ascending are served too, so a find whose filter names the equality
 * fields and whose sort is the sort keys reads its page straight from the
 * index, without sorting everything that matches.
 */
export type IndexKey = string | readonly [field: string, direction: 'asc' | 'desc'];

export interface CollectionOptions {
  /** Each inner array one compound index. */
  indexes?: ReadonlyArray<readonly IndexKey[]>;
}

/** One write of a batch: the same guard and effect as the collection method of that name. */
export type BatchedWrite =
  | { op: 'put'; collection: string; doc: ReadDocument; position: number }
  | { op: 'patch'; collection: string; id: string; fields: Record<string, unknown>; position: number }
  | { op: 'remove'; collection: string; id: string; position: number };

export interface ReadStore {
  collection<T extends ReadDocument>(name: string, options?: CollectionOptions): Collection<T>;
  readonly checkpoints: CheckpointStore;
  /**
   * Applies the writes in order, each guarded by position exactly as its
   * single counterpart (`put`, `patch`, `remove`), then stores the
   * checkpoints: the projector's flush after a batch of events, and a
   * rebuild's bulk load. SQLite: one IMMEDIATE transaction, so effects and
   * checkpoints land together. MongoDB: one unordered `bulkWrite` per
   * collection, then the checkpoints (a crash in between means a redelivery,
   * which the guards absorb). Collections must have been opened with
   * `collection()` first (their indexes are made there).
   */
  writeBatch(writes: readonly BatchedWrite[], checkpoints?: Readonly<Record<string, number>>): Promise<void>;
  /**
   * A rebuild's workspace in this store, for generation `generation`
   * (1 to 12 lowercase letters and digits). Asking again for the same
   * generation, from any process, reaches the same staged data: that is how
   * a rebuild resumes after a crash.
   */
  staging(generation: string): StagingArea;
  close(): Promise<void>;
}

/**
 * Collections being rebuilt beside the live ones: each staged collection is
 * stored as `<name>__g<generation>` and no live read sees it before
 * `promote`; its checkpoints are kept apart from the live ones.
 */
export interface StagingArea {
  readonly generation: string;
  /**
   * The staged collections and checkpoints under their live names, for the
   * projections to write through. Its `close` closes nothing: the parent
   * store owns the connection.
   */
  readonly store: ReadStore;
  /** Creates the staged collections (empty ones too), so that `promote` swaps in exactly these. */
  prepare(collections: readonly string[]): Promise<void>;
  /**
   * Swaps the staged collections in for the live ones (the old live ones
   * are dropped, their indexes carried over to the new ones), then sets each
   * live checkpoint named in `checkpoints` to its staged value and forgets
   * the staged checkpoints. `finish` runs first, under the store's write
   * lock where it has one, so the caller can catch the staging up to the
   * log's head with no live write landing in between.
   *
   * Safe to call again after a failure or a crash at any point: a
   * collection that is not staged (promoted already) is left as it is, and
   * a promote that had got past `finish` carries on without calling it again.
   *
   * - `atomic` (SQLite): `finish`, the renames and the checkpoints are one
   *   IMMEDIATE transaction. Other writers wait for it (their busy timeout),
   *   readers see either every old collection or every new one.
   * - `per-collection` (MongoDB, FerretDB): no lock; each collection is
   *   renamed over the live one atomically (`renameCollection` with
   *   `dropTarget`), one after the other, so for a moment readers may see
   *   some collections new and others old. FerretDB 1.24 refuses `dropTarget`
   *   and renaming onto an existing name, so there the live collection is
   *   first renamed aside, then the staged one in, then the old one dropped:
   *   between those two renames (one round trip) that collection reads as
   *   empty. A projector in another process may write to the old collection
   *   until it is renamed, so the caller applies the log again from the
   *   promoted checkpoints afterwards.
   */
  promote(
    collections: readonly string[],
    options: { checkpoints: readonly string[]; finish: () => Promise<void> },
  ): Promise<'atomic' | 'per-collection'>;
  /** Drops the staged collections and checkpoints (an abandoned rebuild). */
  discard(collections: readonly string[]): Promise<void>;
}
