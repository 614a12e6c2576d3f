import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './loadConfig.js';
import { requireServerUrls, STORE_SETTINGS_EXPECT, StoreSettingsSchema } from './storeSettings.js';

const load = (env: NodeJS.ProcessEnv) =>
  loadConfig('test', requireServerUrls(StoreSettingsSchema), STORE_SETTINGS_EXPECT, env);

describe('EVENTSTORE_URL', () => {
  it.each([
    'kurrentdb://127.0.0.1:2113?tls=false',
    'esdb://127.0.0.1:2113?tls=false',
    'kurrentdb+discover://db.example:2113',
  ])('takes %s', (url) => {
    expect(load({ EVENT_STORE: 'esdb', EVENTSTORE_URL: url }).EVENTSTORE_URL).toBe(url);
  });

  it.each([
    'http://127.0.0.1:2113',
    'kurrentdb://127.0.0.1:2113?tlsVerifyCerts=false',
    'kurrentdb://127.0.0.1:2113?tls=true&tlsCAFile=/nonexistent/ca.crt',
  ])('stops the start on %s, naming the variable', (url) => {
    expect(() => load({ EVENT_STORE: 'esdb', EVENTSTORE_URL: url })).toThrow(ConfigError);
    expect(() => load({ EVENT_STORE: 'esdb', EVENTSTORE_URL: url })).toThrow(
      /EVENTSTORE_URL=".*" is not valid: expected a KurrentDB connection string: kurrentdb:\/\/ or esdb:\/\//,
    );
  });
});
