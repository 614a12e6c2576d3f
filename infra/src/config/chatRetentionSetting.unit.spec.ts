import { describe, expect, it } from 'vitest';
import { chatRetentionPolicy } from '../eventStore/chatRetention.js';
import { ConfigError, loadConfig } from './loadConfig.js';
import { STORE_SETTINGS_EXPECT, StoreSettingsSchema } from './storeSettings.js';

const load = (env: NodeJS.ProcessEnv) => loadConfig('test', StoreSettingsSchema, STORE_SETTINGS_EXPECT, env);

describe('CHAT_RETENTION_DAYS', () => {
  it("keeps chat for the privacy page's 30 days when unset", () => {
    expect(chatRetentionPolicy(load({}).CHAT_RETENTION_DAYS)).toEqual([
      { streamPrefix: 'channel-', maxAgeSeconds: 30 * 24 * 60 * 60 },
    ]);
  });

  it('takes a number of days', () => {
    expect(chatRetentionPolicy(load({ CHAT_RETENTION_DAYS: '7' }).CHAT_RETENTION_DAYS)).toEqual([
      { streamPrefix: 'channel-', maxAgeSeconds: 7 * 24 * 60 * 60 },
    ]);
  });

  it.each(['0', '-3', '1.5', 'thirty', '4000'])('refuses %j, naming the variable', (value) => {
    expect(() => load({ CHAT_RETENTION_DAYS: value })).toThrow(ConfigError);
    expect(() => load({ CHAT_RETENTION_DAYS: value })).toThrow(/CHAT_RETENTION_DAYS=.* is not valid/);
  });
});
