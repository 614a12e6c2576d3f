import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ConfigError } from './loadConfig.js';
import { loadServiceConfig, serviceConfigSchema } from './serviceConfig.js';

const Schema = serviceConfigSchema(8090, { OWN_LIMIT: z.coerce.number().int().min(1).default(3) });
const load = (env: NodeJS.ProcessEnv) =>
  loadServiceConfig(
    'demo',
    Schema,
    { OWN_LIMIT: 'a whole number of 1 or more', REDIS_URL: 'the demo Redis' },
    env,
  );

describe('a service config', () => {
  it('reads the common settings with their defaults and then its own', () => {
    const config = load({ OWN_LIMIT: '7', REDIS_URL: 'redis://127.0.0.1:6379' });
    expect(config).toMatchObject({
      HOST: '127.0.0.1',
      PORT: 8090,
      LOG_LEVEL: 'info',
      TRUST_PROXY: 'false',
      REDIS_URL: 'redis://127.0.0.1:6379',
      OWN_LIMIT: 7,
      EVENT_STORE: expect.any(String),
    });
  });

  it('names each wrong variable with what it expects, the common ones and its own', () => {
    const attempt = () => load({ OWN_LIMIT: '0', TRUST_PROXY: 'yes', REDIS_URL: 'http://x', PORT: '70000' });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(/OWN_LIMIT="0" is not valid: expected a whole number of 1 or more/);
    expect(attempt).toThrow(/TRUST_PROXY="yes" is not valid: expected true behind our gateway/);
    expect(attempt).toThrow(/REDIS_URL="http:\/\/x" is not valid: expected the demo Redis/);
    expect(attempt).toThrow(/PORT="70000" is not valid: expected a port number/);
  });

  it('still requires the server a chosen store needs', () => {
    expect(() => load({ READ_STORE: 'mongo' })).toThrow(/MONGO_URL is missing: expected/);
  });
});
