import { describe, expect, it } from 'vitest';
import { keyStoreKind } from './keyStoreSettings.js';
import { ConfigError, loadConfig } from './loadConfig.js';
import { requireServerUrls, STORE_SETTINGS_EXPECT, StoreSettingsSchema } from './storeSettings.js';

const load = (env: NodeJS.ProcessEnv) =>
  loadConfig('test', requireServerUrls(StoreSettingsSchema), STORE_SETTINGS_EXPECT, env);

describe('key store settings', () => {
  it('keep the keys in SQLite by default, in MongoDB with the Mongo read store, or where KEY_STORE says', () => {
    expect(keyStoreKind(load({}))).toBe('sqlite');
    expect(keyStoreKind(load({ READ_STORE: 'mongo', MONGO_URL: 'mongodb://127.0.0.1:27017' }))).toBe('mongo');
    expect(
      keyStoreKind(
        load({ READ_STORE: 'mongo', MONGO_URL: 'mongodb://127.0.0.1:27017', KEY_STORE: 'sqlite' }),
      ),
    ).toBe('sqlite');
  });

  it('stop the start on an unknown KEY_STORE, naming it and what it takes', () => {
    expect(() => load({ KEY_STORE: 'vault' })).toThrow(ConfigError);
    expect(() => load({ KEY_STORE: 'vault' })).toThrow(
      /KEY_STORE="vault" is not valid: expected sqlite or mongo/,
    );
  });

  it('stop the start on KEY_STORE=mongo without MONGO_URL', () => {
    expect(() => load({ KEY_STORE: 'mongo' })).toThrow(/MONGO_URL is missing: .*KEY_STORE=mongo/);
  });

  it('stop the start on a KEY_ENCRYPTION_SECRET shorter than 32 characters, without echoing it whole', () => {
    expect(() => load({ KEY_ENCRYPTION_SECRET: 'short' })).toThrow(/KEY_ENCRYPTION_SECRET/);
    expect(load({ KEY_ENCRYPTION_SECRET: 'x'.repeat(32) }).KEY_ENCRYPTION_SECRET).toBe('x'.repeat(32));
  });
});
