import { dirname, join } from 'node:path';
import { z } from 'zod';
import { createMongoKeyStore } from '../privacy/mongoKeyStore.js';
import { type PersonKeys, personKeys } from '../privacy/personKeys.js';
import { keyEncryptionSecret } from '../privacy/secretFile.js';
import { createSqliteKeyStore } from '../privacy/sqliteKeyStore.js';

/**
 * Where the people's data keys are kept (issue 16 point 3), part of every
 * service's store settings: every process that reads the log opens them.
 * - KEY_STORE: sqlite (a file beside the log) or mongo (a collection of
 *   MONGO_DATABASE); unset, mongo when READ_STORE=mongo, else sqlite.
 * - KEY_STORE_PATH: the SQLite file; unset, keys.sqlite beside EVENT_STORE_PATH.
 * - KEY_ENCRYPTION_SECRET: the master secret; unset, generated once into the
 *   log's folder (key-encryption-secret), as the alias secret is.
 */
export const keyStoreSettingsShape = {
  KEY_STORE: z.enum(['sqlite', 'mongo']).optional(),
  KEY_STORE_PATH: z.string().min(1).optional(),
  KEY_ENCRYPTION_SECRET: z.string().min(32).optional(),
};

export const KEY_STORE_SETTINGS_EXPECT = {
  KEY_STORE:
    'sqlite or mongo, where the data keys are kept (default: mongo with READ_STORE=mongo, else sqlite)',
  KEY_STORE_PATH:
    'the SQLite key store file (with KEY_STORE=sqlite; default keys.sqlite beside the event log)',
  KEY_ENCRYPTION_SECRET:
    'a random secret of at least 32 characters wrapping every data key (default: generated once into the data folder, key-encryption-secret)',
};

export interface KeyStoreSettings {
  KEY_STORE?: 'sqlite' | 'mongo' | undefined;
  KEY_STORE_PATH?: string | undefined;
  KEY_ENCRYPTION_SECRET?: string | undefined;
  EVENT_STORE_PATH: string;
  READ_STORE: 'sqlite' | 'mongo';
  MONGO_URL?: string | undefined;
  MONGO_DATABASE: string;
}

export function keyStoreKind(settings: KeyStoreSettings): 'sqlite' | 'mongo' {
  return settings.KEY_STORE ?? (settings.READ_STORE === 'mongo' ? 'mongo' : 'sqlite');
}

export function openPersonKeys(settings: KeyStoreSettings): PersonKeys {
  const dataDir = dirname(settings.EVENT_STORE_PATH);
  const secret = keyEncryptionSecret(dataDir, settings.KEY_ENCRYPTION_SECRET);
  if (keyStoreKind(settings) === 'mongo') {
    if (!settings.MONGO_URL) throw new Error('KEY_STORE=mongo needs MONGO_URL');
    return personKeys(
      createMongoKeyStore({ url: settings.MONGO_URL, database: settings.MONGO_DATABASE }),
      secret,
    );
  }
  const path = settings.KEY_STORE_PATH ?? join(dataDir, 'keys.sqlite');
  return personKeys(createSqliteKeyStore({ path }), secret);
}
