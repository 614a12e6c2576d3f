import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import type { KeyStore } from './keyStore.js';
import { personKeys } from './personKeys.js';

const SECRET = 'a-test-master-secret-of-at-least-32-characters';

/** What every key store must do (issue 16 point 3), run against each adapter on its real store. */
export function describeKeyStoreContract(name: string, open: () => KeyStore | Promise<KeyStore>) {
  describe(`${name} key store`, () => {
    const opened: KeyStore[] = [];
    const fresh = async () => {
      const store = await open();
      opened.push(store);
      return store;
    };
    afterEach(async () => {
      await Promise.all(opened.splice(0).map((store) => store.close()));
    });

    it('keeps the first key made for an id: a second create answers the first', async () => {
      const store = await fresh();
      const keyId = randomUUID();
      const first = await store.createIfAbsent(keyId, Buffer.from('first'));
      const second = await store.createIfAbsent(keyId, Buffer.from('second'));
      expect(first).toEqual({ state: 'live', wrapped: Buffer.from('first') });
      expect(second).toEqual(first);
      expect(await store.find(keyId)).toEqual(first);
    });

    it('answers undefined for an id no key was made for', async () => {
      const store = await fresh();
      expect(await store.find(randomUUID())).toBeUndefined();
    });

    it('of racing creates for one id, all get the one stored key', async () => {
      const store = await fresh();
      const keyId = randomUUID();
      const answers = await Promise.all(
        ['a', 'b', 'c', 'd'].map((v) => store.createIfAbsent(keyId, Buffer.from(v))),
      );
      expect(new Set(answers.map((a) => (a.state === 'live' ? a.wrapped.toString() : 'gone'))).size).toBe(1);
    });

    it('destroys a key for good: a later create makes none, and destroying again is fine', async () => {
      const store = await fresh();
      const keyId = randomUUID();
      await store.createIfAbsent(keyId, Buffer.from('key'));
      await store.destroy(keyId);
      await store.destroy(keyId);
      expect(await store.find(keyId)).toEqual({ state: 'destroyed' });
      expect(await store.createIfAbsent(keyId, Buffer.from('new key'))).toEqual({ state: 'destroyed' });
    });

    it('a destroyed id that never had a key cannot get one later', async () => {
      const store = await fresh();
      const keyId = randomUUID();
      await store.destroy(keyId);
      expect(await store.createIfAbsent(keyId, Buffer.from('key'))).toEqual({ state: 'destroyed' });
    });

    it('through personKeys: the same person gets the same key across connections, until destroyed', async () => {
      const person = randomUUID();
      const one = personKeys(await fresh(), SECRET);
      const made = await one.keyFor(person);
      const two = personKeys(await fresh(), SECRET);
      expect(made).not.toBeNull();
      expect(await two.open(made!.keyId)).toEqual(made!.key);
      await one.destroy(person);
      expect(await two.open(made!.keyId)).toEqual(made!.key); // cached in two until it reads the erasure
      two.forget(person);
      expect(await two.open(made!.keyId)).toBeNull();
      expect(await two.keyFor(person)).toBeNull();
    });

    it('refuses a key id the store never had (another key store than the log’s), rather than read it as erased', async () => {
      const keys = personKeys(await fresh(), SECRET);
      await expect(keys.open(keys.keyIdOf(randomUUID()))).rejects.toThrow(
        /is this the key store the log was written with/,
      );
    });

    it('refuses to open keys with another master secret, rather than read them as erased', async () => {
      const person = randomUUID();
      const made = await personKeys(await fresh(), SECRET).keyFor(person);
      const wrongSecret = personKeys(await fresh(), 'another-master-secret-of-at-least-32-chars');
      await expect(wrongSecret.open(made!.keyId)).rejects.toThrow(/KEY_ENCRYPTION_SECRET/);
    });
  });
}
