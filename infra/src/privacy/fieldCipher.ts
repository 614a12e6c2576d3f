import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';

/**
 * How a personal value is kept in the log (issue 16 point 3, crypto-shredding):
 * `enc:v1:<keyId>:<iv>:<ciphertext and tag>`, each part base64url, AES-256-GCM
 * under the person's data key with a fresh 96-bit IV per value. It is a
 * string, so it fits the events' string fields. The key id is bound in as
 * associated data: a value moved under another person's key id fails to open.
 */
const PREFIX = 'enc:v1:';
const IV_BYTES = 12;
const TAG_BYTES = 16;

export interface ParsedValue {
  keyId: string;
  iv: Buffer;
  sealed: Buffer;
}

export function isEncryptedValue(value: unknown): value is string {
  return typeof value === 'string' && value.startsWith(PREFIX);
}

export function encryptValue(key: Buffer, keyId: string, plaintext: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(keyId));
  const sealed = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final(), cipher.getAuthTag()]);
  return `${PREFIX}${keyId}:${iv.toString('base64url')}:${sealed.toString('base64url')}`;
}

/** The parts of a tagged value, or an error naming what is malformed. */
export function parseEncryptedValue(value: string): ParsedValue {
  const [keyId, iv, sealed, ...rest] = value.slice(PREFIX.length).split(':');
  if (!keyId || !iv || !sealed || rest.length > 0) throw new Error('malformed encrypted value');
  const parsed = { keyId, iv: Buffer.from(iv, 'base64url'), sealed: Buffer.from(sealed, 'base64url') };
  if (parsed.iv.length !== IV_BYTES || parsed.sealed.length < TAG_BYTES) {
    throw new Error('malformed encrypted value');
  }
  return parsed;
}

/** Opens a value; throws when the key is not the one it was sealed with or the value was altered. */
export function decryptValue(key: Buffer, value: ParsedValue): string {
  const decipher = createDecipheriv('aes-256-gcm', key, value.iv);
  decipher.setAAD(Buffer.from(value.keyId));
  decipher.setAuthTag(value.sealed.subarray(value.sealed.length - TAG_BYTES));
  const body = value.sealed.subarray(0, value.sealed.length - TAG_BYTES);
  return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
}

/**
 * What KEY_ENCRYPTION_SECRET gives: the master key that wraps every data key,
 * and a second key naming people in the key store and the log by a keyed hash
 * of their id (so neither holds the id itself, and no one without the secret
 * can tell whose key a row is).
 */
export interface MasterKeys {
  wrapping: Buffer;
  naming: Buffer;
}

export function masterKeysFrom(secret: string): MasterKeys {
  const derive = (info: string) => Buffer.from(hkdfSync('sha256', secret, 'mohalla', info, 32));
  return { wrapping: derive('data key wrapping'), naming: derive('data key ids') };
}

export function keyIdOf(master: MasterKeys, personId: string): string {
  return createHmac('sha256', master.naming).update(personId).digest('base64url').slice(0, 22);
}

export function newDataKey(): Buffer {
  return randomBytes(32);
}

/** A data key as the key store holds it: sealed under the master key, bound to its key id. */
export function wrapDataKey(master: MasterKeys, keyId: string, dataKey: Buffer): Buffer {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', master.wrapping, iv);
  cipher.setAAD(Buffer.from(`key:${keyId}`));
  return Buffer.concat([iv, cipher.update(dataKey), cipher.final(), cipher.getAuthTag()]);
}

export function unwrapDataKey(master: MasterKeys, keyId: string, wrapped: Buffer): Buffer {
  try {
    const decipher = createDecipheriv('aes-256-gcm', master.wrapping, wrapped.subarray(0, IV_BYTES));
    decipher.setAAD(Buffer.from(`key:${keyId}`));
    decipher.setAuthTag(wrapped.subarray(wrapped.length - TAG_BYTES));
    return Buffer.concat([
      decipher.update(wrapped.subarray(IV_BYTES, wrapped.length - TAG_BYTES)),
      decipher.final(),
    ]);
  } catch {
    // Never read as erased: a wrong secret would otherwise silently hide everyone's data.
    throw new Error(
      'KEY_ENCRYPTION_SECRET does not open the key store: it is not the secret the keys were made with',
    );
  }
}
