import { describe, expect, it } from 'vitest';
import { scaledConfig } from './config.js';

const base = { MONGO_URL: 'mongodb://127.0.0.1:27017' };

describe('scaled launcher: EVENTSTORE_URL', () => {
  it('takes kurrentdb:// and esdb:// strings the client connects with', () => {
    expect(
      scaledConfig({ ...base, EVENTSTORE_URL: 'kurrentdb://127.0.0.1:2113?tls=false' }).EVENTSTORE_URL,
    ).toBe('kurrentdb://127.0.0.1:2113?tls=false');
    expect(scaledConfig({ ...base, EVENTSTORE_URL: 'esdb://127.0.0.1:2113?tls=false' }).EVENTSTORE_URL).toBe(
      'esdb://127.0.0.1:2113?tls=false',
    );
  });

  it('stops the start on a string the client would not take, naming the variable', () => {
    expect(() => scaledConfig({ ...base, EVENTSTORE_URL: 'kurrentdb://127.0.0.1:2113?tls=yes' })).toThrow(
      /EVENTSTORE_URL="kurrentdb:\/\/127.0.0.1:2113\?tls=yes" is not valid: expected a KurrentDB connection string/,
    );
  });
});
