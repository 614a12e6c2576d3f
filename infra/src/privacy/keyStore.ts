/**
 * Where the people's data keys live, outside the log (issue 16 point 3). A
 * key is found by its key id (a keyed hash of the person's id) and kept
 * wrapped under the master key. Destroying a key leaves a tombstone with no
 * key material, so a late append for an erased person cannot make a new key
 * and write readable data again.
 */
export type StoredKey = { state: 'live'; wrapped: Buffer } | { state: 'destroyed' };

export interface KeyStore {
  /** Stores `wrapped` unless the id already has a row (live or destroyed); answers what the row holds now. */
  createIfAbsent(keyId: string, wrapped: Buffer): Promise<StoredKey>;
  /** The row, or undefined when no key was ever made for the id. */
  find(keyId: string): Promise<StoredKey | undefined>;
  /** Overwrites the key material with a tombstone (also when there was none: no key can be made later). Idempotent. */
  destroy(keyId: string): Promise<void>;
  close(): Promise<void>;
}
