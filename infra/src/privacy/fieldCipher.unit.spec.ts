import { describe, expect, it } from 'vitest';
import {
  decryptValue,
  encryptValue,
  isEncryptedValue,
  keyIdOf,
  masterKeysFrom,
  newDataKey,
  parseEncryptedValue,
  unwrapDataKey,
  wrapDataKey,
} from './fieldCipher.js';

const master = masterKeysFrom('a-test-master-secret-of-at-least-32-characters');

describe('field cipher', () => {
  it('round-trips a value, any text, under the key it was sealed with', () => {
    const key = newDataKey();
    for (const text of ['asha@example.in', 'ಜಯನಗರ ನೀರು ಕಡಿತ 🙏', '']) {
      const sealed = encryptValue(key, 'k1', text);
      expect(isEncryptedValue(sealed)).toBe(true);
      expect(sealed).not.toContain(text || 'never');
      expect(decryptValue(key, parseEncryptedValue(sealed))).toBe(text);
    }
  });

  it('uses a fresh IV per value: one text sealed twice gives two ciphertexts', () => {
    const key = newDataKey();
    expect(encryptValue(key, 'k1', 'same')).not.toBe(encryptValue(key, 'k1', 'same'));
  });

  it('detects a changed ciphertext', () => {
    const key = newDataKey();
    const parsed = parseEncryptedValue(encryptValue(key, 'k1', 'Water cut at seven'));
    parsed.sealed[0] = (parsed.sealed[0] ?? 0) ^ 1;
    expect(() => decryptValue(key, parsed)).toThrow();
  });

  it('refuses another key, and a value moved under another key id', () => {
    const key = newDataKey();
    const sealed = encryptValue(key, 'k1', 'secret words');
    expect(() => decryptValue(newDataKey(), parseEncryptedValue(sealed))).toThrow();
    const moved = sealed.replace('enc:v1:k1:', 'enc:v1:k2:');
    expect(() => decryptValue(key, parseEncryptedValue(moved))).toThrow();
  });

  it('names a malformed value as such', () => {
    expect(() => parseEncryptedValue('enc:v1:k1:abc')).toThrow('malformed encrypted value');
    expect(isEncryptedValue('plain text from before sealing')).toBe(false);
  });

  it('wraps data keys under the master key, bound to their key id', () => {
    const dataKey = newDataKey();
    const wrapped = wrapDataKey(master, 'k1', dataKey);
    expect(wrapped.includes(dataKey)).toBe(false);
    expect(unwrapDataKey(master, 'k1', wrapped)).toEqual(dataKey);
    expect(() => unwrapDataKey(master, 'k2', wrapped)).toThrow(/KEY_ENCRYPTION_SECRET/);
    const other = masterKeysFrom('another-master-secret-of-at-least-32-chars');
    expect(() => unwrapDataKey(other, 'k1', wrapped)).toThrow(/KEY_ENCRYPTION_SECRET/);
  });

  it('names a person by a keyed hash: stable, not the id, different under another secret', () => {
    const id = '6f1c2a4e-0000-4000-8000-000000000001';
    expect(keyIdOf(master, id)).toBe(keyIdOf(master, id));
    expect(keyIdOf(master, id)).not.toContain(id);
    expect(keyIdOf(masterKeysFrom('another-master-secret-of-at-least-32-chars'), id)).not.toBe(
      keyIdOf(master, id),
    );
  });
});
