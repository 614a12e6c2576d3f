import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createSqliteKeyStore, keyEncryptionSecret, personKeys } from '@mohalla/infra';

/** Every byte the single node's SQLite log keeps in its data folder: the file and its WAL. */
export function logFileBytes(dataDir: string): string {
  const path = join(dataDir, 'events.sqlite');
  return [path, `${path}-wal`]
    .filter(existsSync)
    .map((file) => readFileSync(file).toString('latin1'))
    .join('');
}

/** What the node's key store (keys.sqlite) holds for a person: 'live', 'destroyed', or 'none'. */
export async function keyStateOf(dataDir: string, personId: string): Promise<'live' | 'destroyed' | 'none'> {
  const store = createSqliteKeyStore({ path: join(dataDir, 'keys.sqlite') });
  try {
    const keyId = personKeys(store, keyEncryptionSecret(dataDir, undefined)).keyIdOf(personId);
    return (await store.find(keyId))?.state ?? 'none';
  } finally {
    await store.close();
  }
}
