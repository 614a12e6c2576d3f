import { ERASED_TEXT } from '@mohalla/contracts';
import { describe, expect, it } from 'vitest';
import { isEncryptedValue } from './fieldCipher.js';
import type { KeyStore, StoredKey } from './keyStore.js';
import { openPersonalData, sealPersonalData } from './personalData.js';
import { personKeys } from './personKeys.js';

/** A key store in memory: what these specs test is the sealing, not the storage (see keyStore.contract.ts). */
function memoryKeyStore(): KeyStore {
  const rows = new Map<string, StoredKey>();
  return {
    async createIfAbsent(keyId, wrapped) {
      if (!rows.has(keyId)) rows.set(keyId, { state: 'live', wrapped });
      return rows.get(keyId)!;
    },
    async find(keyId) {
      return rows.get(keyId);
    },
    async destroy(keyId) {
      rows.set(keyId, { state: 'destroyed' });
    },
    async close() {},
  };
}

const SECRET = 'a-test-master-secret-of-at-least-32-characters';
const asha = '6f1c2a4e-0000-4000-8000-000000000001';
const post = {
  postId: '6f1c2a4e-0000-4000-8000-0000000000a1',
  authorId: asha,
  authorAlias: 'Quiet Banyan',
  title: 'Who mends gramophones?',
  content: 'My grandfather’s gramophone hums.',
  imageUrl: null,
  mediaUrls: ['/api/files/a.jpg', '/api/files/b.jpg'],
};

describe('personal data in events', () => {
  it('seals the personal fields under the owner’s key and opens them back; ids and aliases stay plain', async () => {
    const keys = personKeys(memoryKeyStore(), SECRET);
    const sealed = (await sealPersonalData(keys, 'PostPublished', post)) as typeof post;
    expect(isEncryptedValue(sealed.title)).toBe(true);
    expect(isEncryptedValue(sealed.content)).toBe(true);
    expect(sealed.mediaUrls.every(isEncryptedValue)).toBe(true);
    expect(sealed.imageUrl).toBeNull();
    expect(sealed).toMatchObject({ postId: post.postId, authorId: asha, authorAlias: 'Quiet Banyan' });
    expect(JSON.stringify(sealed)).not.toContain('gramophone');
    expect(await openPersonalData(keys, 'PostPublished', sealed)).toEqual(post);
  });

  it('reads what a destroyed key sealed as erased, in the event’s shape', async () => {
    const store = memoryKeyStore();
    const keys = personKeys(store, SECRET);
    const registered = {
      userId: asha,
      email: 'asha@example.in',
      firstName: 'Asha',
      lastName: 'Rao',
      mobile: '+919800000000',
      passwordHash: 'scrypt$abc',
    };
    const sealedUser = await sealPersonalData(keys, 'UserRegistered', registered);
    const sealedPost = await sealPersonalData(keys, 'PostPublished', post);
    await keys.destroy(asha);
    // Another process's keys, which never cached hers.
    const reader = personKeys(store, SECRET);
    expect(await openPersonalData(reader, 'UserRegistered', sealedUser)).toEqual({
      userId: asha,
      email: ERASED_TEXT,
      firstName: ERASED_TEXT,
      lastName: ERASED_TEXT,
      mobile: null,
      passwordHash: null,
    });
    expect(await openPersonalData(reader, 'PostPublished', sealedPost)).toEqual({
      ...post,
      title: ERASED_TEXT,
      content: ERASED_TEXT,
      mediaUrls: [],
    });
  });

  it('an append after the erasure writes the erased reading, never a new key', async () => {
    const keys = personKeys(memoryKeyStore(), SECRET);
    await keys.destroy(asha);
    const sealed = await sealPersonalData(keys, 'MessageSent', {
      authorId: asha,
      content: 'late words',
      attachments: ['/api/files/c.jpg'],
    });
    expect(sealed).toEqual({ authorId: asha, content: ERASED_TEXT, attachments: [] });
  });

  it('reads a value written before sealing (no enc: tag) as it is', async () => {
    const keys = personKeys(memoryKeyStore(), SECRET);
    expect(await openPersonalData(keys, 'PostPublished', post)).toBe(post);
  });

  it('leaves events with no personal fields, and other scopes’ unique claims, untouched', async () => {
    const keys = personKeys(memoryKeyStore(), SECRET);
    const upvote = { postId: post.postId, userId: asha };
    expect(await sealPersonalData(keys, 'PostUpvoted', upvote)).toBe(upvote);
    const cityClaim = { scope: 'city-name', value: 'bengaluru', ownerId: post.postId };
    expect(await sealPersonalData(keys, 'UniqueKeyClaimed', cityClaim)).toBe(cityClaim);
    const emailClaim = { scope: 'email', value: 'asha@example.in', ownerId: asha };
    const sealedClaim = (await sealPersonalData(keys, 'UniqueKeyClaimed', emailClaim)) as typeof emailClaim;
    expect(isEncryptedValue(sealedClaim.value)).toBe(true);
  });
});
