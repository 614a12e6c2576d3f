import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { silentLogger } from '../logging/logger.js';
import { type ServiceBasics, startWithStores } from './runConfiguredService.js';
import { StoreSettingsSchema } from './storeSettings.js';

const dir = mkdtempSync(join(tmpdir(), 'mohalla-start-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const config = {
  ...StoreSettingsSchema.parse({
    EVENT_STORE_PATH: join(dir, 'events.sqlite'),
    READ_STORE_PATH: join(dir, 'read.sqlite'),
  }),
  LOG_LEVEL: 'silent' as const,
};
/** A closed SQLite store refuses, in the adapter's words or better-sqlite3's. */
const CLOSED = /closed|not open/;

describe('startWithStores', () => {
  it('closes the stores it opened when the start fails, and passes the start’s error on', async () => {
    let opened: ServiceBasics | undefined;
    const failing = startWithStores(config, silentLogger, async (_config, basics) => {
      opened = basics;
      throw new Error('port taken');
    });

    await expect(failing).rejects.toThrow('port taken');
    await expect(opened!.eventStore.headPosition()).rejects.toThrow(CLOSED);
    expect(() => opened!.readStore.collection('probe')).toThrow(CLOSED);
  });

  it('keeps the stores open while the service runs and closes them after it stops', async () => {
    let opened: ServiceBasics | undefined;
    const service = await startWithStores(config, silentLogger, async (_config, basics) => {
      opened = basics;
      return { banner: 'probe', stop: async () => undefined };
    });

    await expect(opened!.eventStore.headPosition()).resolves.toBe(0);
    await expect(opened!.readStore.collection('probe').count()).resolves.toBe(0);
    await service.stop();
    await expect(opened!.eventStore.headPosition()).rejects.toThrow(CLOSED);
  });
});
