import { randomUUID } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { sqliteStores } from '../testing/sqliteStores.js';
import { describeKeyStoreContract } from './keyStore.contract.js';
import { personKeys } from './personKeys.js';
import { createSqliteKeyStore } from './sqliteKeyStore.js';

const { freshFile } = sqliteStores('keys-');
// One file for the suite: each open is another connection (another process) to it; the contract's ids are random.
const sharedFile = freshFile();

describeKeyStoreContract('SQLite', () => createSqliteKeyStore({ path: sharedFile }));

describe('SQLite key store file', () => {
  it('is readable by its owner only, and keeps no bytes of a destroyed key', async () => {
    const path = freshFile();
    const store = createSqliteKeyStore({ path });
    const keys = personKeys(store, 'a-test-master-secret-of-at-least-32-characters');
    const person = randomUUID();
    const made = await keys.keyFor(person);
    const wrapped = (await store.find(made!.keyId)) as { wrapped: Buffer };
    expect(readFileSync(path).includes(wrapped.wrapped)).toBe(true);
    await keys.destroy(person);
    await store.close();
    expect(readFileSync(path).includes(wrapped.wrapped)).toBe(false);
    expect(statSync(path).mode & 0o777).toBe(0o600);
  });
});
