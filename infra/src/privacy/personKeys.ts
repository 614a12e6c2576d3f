import {
  decryptValue,
  keyIdOf,
  type MasterKeys,
  masterKeysFrom,
  newDataKey,
  parseEncryptedValue,
  unwrapDataKey,
  wrapDataKey,
} from './fieldCipher.js';
import type { KeyStore, StoredKey } from './keyStore.js';

/** Open data keys kept in memory, so reads do not ask the key store per event. */
const CACHE_LIMIT = 10_000;
/** Opened values kept in memory (see openSealed): about 10 MB at most. */
const OPENED_VALUES_LIMIT = 20_000;
/** How long a cached key is used without asking the store again: bounds how long a process that never reads the erasure keeps opening what another destroyed. */
const CACHE_MS = 60_000;

/**
 * The people's data keys: made on a person's first personal write, opened
 * for reads, destroyed by erasure. `null` means the key was destroyed (what
 * it sealed reads as erased). Open keys are cached for a minute; `forget`
 * drops one sooner (the decorated log calls it for each PersonErased it
 * passes, so a process that did not destroy the key itself stops using it
 * once it reads the erasure). Read models do not depend on it: they derive
 * the erasure from PersonErased.
 */
export interface PersonKeys {
  keyIdOf(personId: string): string;
  /** The person's key, made now if they have none; null when it was destroyed. */
  keyFor(personId: string): Promise<{ keyId: string; key: Buffer } | null>;
  /** The key with this id, or null when it was destroyed; throws `KeyNotFoundError` when the store never had it. */
  open(keyId: string): Promise<Buffer | null>;
  /** A sealed value opened (undefined when its key was destroyed), remembered for reads that come again. */
  openSealed(value: string): Promise<string | undefined>;
  destroy(personId: string): Promise<void>;
  forget(personId: string): void;
  close(): Promise<void>;
}

export function personKeys(store: KeyStore, secret: string): PersonKeys {
  const master: MasterKeys = masterKeysFrom(secret);
  const cache = new Map<string, { key: Buffer; until: number }>();
  const remember = (keyId: string, key: Buffer) => {
    if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value!);
    cache.set(keyId, { key, until: Date.now() + CACHE_MS });
    return key;
  };
  const cached = (keyId: string): Buffer | undefined => {
    const entry = cache.get(keyId);
    if (entry && entry.until > Date.now()) return entry.key;
    cache.delete(keyId);
    return undefined;
  };
  const opened = (keyId: string, stored: StoredKey | undefined): Buffer | null => {
    // Erasure leaves a tombstone; no row at all means this is not the key store the log was written with.
    if (!stored) throw new KeyNotFoundError(keyId);
    if (stored.state === 'destroyed') return null;
    return remember(keyId, unwrapDataKey(master, keyId, stored.wrapped));
  };
  // Opened values by their sealed text (unique: each has its own IV). The same events are read
  // again and again (a channel's history, a deep page asked twice), and opening costs ~5 µs each.
  const openedValues = new Map<string, { plain: string; until: number }>();
  const open = async (keyId: string) => cached(keyId) ?? opened(keyId, await store.find(keyId));
  return {
    keyIdOf: (personId) => keyIdOf(master, personId),
    async openSealed(value) {
      const known = openedValues.get(value);
      if (known && known.until > Date.now()) return known.plain;
      const parsed = parseEncryptedValue(value);
      const key = await open(parsed.keyId);
      if (!key) return undefined;
      const plain = decryptValue(key, parsed);
      if (openedValues.size >= OPENED_VALUES_LIMIT) openedValues.delete(openedValues.keys().next().value!);
      openedValues.set(value, { plain, until: Date.now() + CACHE_MS });
      return plain;
    },
    async keyFor(personId) {
      const keyId = keyIdOf(master, personId);
      const key = cached(keyId);
      if (key) return { keyId, key };
      const stored = await store.createIfAbsent(keyId, wrapDataKey(master, keyId, newDataKey()));
      const made = opened(keyId, stored);
      return made ? { keyId, key: made } : null;
    },
    open,
    async destroy(personId) {
      const keyId = keyIdOf(master, personId);
      cache.delete(keyId);
      openedValues.clear(); // erasures are rare: dropping every opened value is simpler than indexing them
      await store.destroy(keyId);
    },
    forget(personId) {
      cache.delete(keyIdOf(master, personId));
      openedValues.clear();
    },
    close: () => store.close(),
  };
}

/**
 * The key store has no row for a key id the log names: it is not the store
 * the log was written with (KEY_STORE, KEY_STORE_PATH, MONGO_DATABASE), or it
 * was lost. Never read as erased: that would hide everyone's data silently.
 */
export class KeyNotFoundError extends Error {
  constructor(readonly keyId: string) {
    super(
      `The key store has no data key ${keyId} that the event log uses: is this the key store the log was written with (KEY_STORE, KEY_STORE_PATH, MONGO_DATABASE)?`,
    );
    this.name = 'KeyNotFoundError';
  }
}
