import type { Readable } from 'node:stream';

/**
 * Stores whole files (uploaded images and videos) by key: a folder on this
 * machine in the single node, an S3-compatible bucket when several machines
 * must see the same files.
 */

/**
 * A key is one or more `/`-separated segments of lowercase letters, digits,
 * `.`, `_` and `-`, each starting with a letter or digit (so no `.`, `..`,
 * hidden or empty segment), at most `MAX_OBJECT_KEY_LENGTH` characters in all.
 */
export const OBJECT_KEY_PATTERN = /^[a-z0-9][a-z0-9._-]*(\/[a-z0-9][a-z0-9._-]*)*$/;
export const MAX_OBJECT_KEY_LENGTH = 512;

/** Metadata names: lowercase letters, digits and `-`, starting with a letter. */
export const METADATA_NAME_PATTERN = /^[a-z][a-z0-9-]{0,63}$/;
/**
 * Bounds all metadata of one object (names plus values, in UTF-8 bytes). S3 allows 2 KB, and
 * percent-encoding non-ASCII can triple a value: 640 keeps the worst case inside.
 */
export const MAX_METADATA_BYTES = 640;

/** True when `key` is a key the port accepts (see `OBJECT_KEY_PATTERN`). */
export function isObjectKey(key: string): boolean {
  return key.length <= MAX_OBJECT_KEY_LENGTH && OBJECT_KEY_PATTERN.test(key);
}

export interface PutOptions {
  /** The media type the object is served with later, like `image/png`. */
  contentType: string;
  /** The exact number of bytes; a body of any other length is refused. */
  contentLength: number;
  /** Small string values kept with the object (who uploaded it, its original name). */
  metadata?: Record<string, string>;
}

export interface ObjectInfo {
  contentType: string;
  contentLength: number;
  metadata: Record<string, string>;
}

export interface StoredObject extends ObjectInfo {
  /** The bytes; the caller must consume or destroy it. */
  body: Readable;
}

export interface ObjectStorageStatus {
  /** Whether objects can be stored now. */
  available: boolean;
  /** A sentence for people (shown by the client); names no host, path or secret. */
  details: string;
}

/**
 * Guarantees every adapter keeps (the contract suite checks each):
 *
 * - **Keys are server-chosen, never user-chosen.** Callers derive keys from
 *   random ids and sniffed extensions, never from a file name or a URL a
 *   client sent without validating it. Every method validates its key against
 *   `OBJECT_KEY_PATTERN` and rejects anything else with a `RangeError`
 *   (which does not echo the key), before touching storage; so a key can never
 *   name a path outside the storage (no `..`, no absolute path, no `\`).
 * - **Whole objects only.** `put` stores exactly the given bytes, or nothing:
 *   a body whose length differs from `contentLength`, or a stream that fails,
 *   rejects and leaves the key as it was (absent, or the previous object).
 *   Nobody ever reads a partly written object.
 * - **Overwrite replaces.** `put` on an existing key replaces its bytes, type
 *   and metadata atomically: readers see the old object or the new one.
 * - **Metadata round-trips.** Names match `METADATA_NAME_PATTERN`; values are
 *   any strings (adapters encode what their storage cannot hold, such as
 *   non-ASCII in S3 headers); all of it at most `MAX_METADATA_BYTES`, else a
 *   `RangeError`. `get` and `stat` answer the metadata `put` stored, exactly.
 * - **Absence is not an error.** `get` and `stat` answer `null` for a missing
 *   key; `delete` of a missing key resolves (it is idempotent), and after it
 *   resolves the key is absent.
 * - **Failures of the storage itself** (disk full, server down) reject with
 *   the adapter's error; `status()` never rejects, it answers unavailable.
 */
export interface ObjectStorage {
  put(key: string, body: Uint8Array | Readable, options: PutOptions): Promise<void>;
  /** The object's bytes and what `put` stored with them, or null when there is none. */
  get(key: string): Promise<StoredObject | null>;
  /** What `put` stored with the object, without its bytes, or null when there is none. */
  stat(key: string): Promise<ObjectInfo | null>;
  exists(key: string): Promise<boolean>;
  /** Removes the object; resolves whether or not it existed. */
  delete(key: string): Promise<void>;
  /** Whether uploads can work now (creates what the adapter needs, such as the bucket, when missing). */
  status(): Promise<ObjectStorageStatus>;
  /** Releases connections; idempotent. No other call may follow it. */
  close(): Promise<void>;
}
