import {
  ConfigError,
  createConsoleLogger,
  loadConfig,
  openEventStore,
  requireServerUrls,
  STORE_SETTINGS_EXPECT,
  StoreSettingsSchema,
  withDataDirPaths,
} from '@mohalla/infra';
import { z } from 'zod';
import { keepFilesPrivate } from './privateFiles.js';
import { seedDemo } from './seed/seedDemo.js';

/**
 * `npm run seed`: the demo seed as a one-shot job (the scaled edition's `seed`
 * service). Appends the Indian cities and areas to the log through the same
 * commands an admin would use, then exits. Safe to run again: a finished seed
 * is skipped and a half-done one appends only what is missing.
 */
const Schema = requireServerUrls(
  StoreSettingsSchema.extend({
    LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
  }),
);

async function main() {
  // It may create the SQLite files in the data folder: owner-only, as the server makes them.
  keepFilesPrivate();
  const config = loadConfig(
    'seed',
    Schema,
    { ...STORE_SETTINGS_EXPECT, LOG_LEVEL: 'one of debug, info, warn, error, silent' },
    withDataDirPaths(process.env),
  );
  const logger = createConsoleLogger(config.LOG_LEVEL, 'seed');
  const eventStore = openEventStore(config);
  try {
    await seedDemo(eventStore, logger);
    console.log(`seed: the demo data is in the ${config.EVENT_STORE} event log.`);
  } finally {
    await eventStore.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
