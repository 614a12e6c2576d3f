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
}

export interface CollectionOptions {
  /** Fields (dotted paths allowed) to index, each inner array one compound index. */
  indexes?: ReadonlyArray<readonly string[]>;
}

export interface ReadStore {
  collection<T extends ReadDocument>(name: string, options?: CollectionOptions): Collection<T>;
  readonly checkpoints: CheckpointStore;
  close(): Promise<void>;
}
