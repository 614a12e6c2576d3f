import { loadConfig, SERVICE_SETTINGS_EXPECT, serviceSettingsSchema } from '@mohalla/infra';
import { z } from 'zod';

const flag = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

/** Settings the single-node and scaled launchers share, on top of where they listen. */
const LauncherSchema = serviceSettingsSchema(8080).extend({
  DATA_DIR: z.string().min(1).default('./data'),
  SEED_DEMO: flag.default(true),
  READ_WAIT_MAX_MS: z.coerce.number().int().min(0).max(60_000).default(5_000),
  WEB_DIST_DIR: z.string().min(1).optional(),
  ALIAS_SECRET: z.string().min(32).optional(),
  SIGNUP_LIMIT_PER_ADDRESS: z.coerce.number().int().min(1).max(100_000).default(50),
});
export type LauncherConfig = z.infer<typeof LauncherSchema>;

export const LAUNCHER_EXPECT = {
  ...SERVICE_SETTINGS_EXPECT,
  DATA_DIR: 'a folder for the event log and read models',
  SEED_DEMO: 'true or false',
  READ_WAIT_MAX_MS: 'milliseconds from 0 to 60000',
  WEB_DIST_DIR: 'the folder of the built web client',
  ALIAS_SECRET:
    'a random secret of at least 32 characters (default: generated once into DATA_DIR/alias-secret)',
  SIGNUP_LIMIT_PER_ADDRESS: 'sign-ups allowed per client address per hour, 1 to 100000',
};

export function singleNodeConfig(env: NodeJS.ProcessEnv): LauncherConfig {
  return loadConfig('Mohalla', LauncherSchema, LAUNCHER_EXPECT, env);
}

const ScaledSchema = LauncherSchema.extend({
  MONGO_URL: z.string().regex(/^mongodb(\+srv)?:\/\//),
  MONGO_DATABASE: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,63}$/)
    .default('mohalla'),
  EVENTSTORE_URL: z
    .string()
    .regex(/^(esdb|kurrentdb)(\+discover)?:\/\//)
    .optional(),
  WRITE_API_INSTANCES: z.coerce.number().int().min(1).max(16).default(2),
  READ_API_INSTANCES: z.coerce.number().int().min(1).max(16).default(2),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//)
    .optional(),
});
export type ScaledConfig = z.infer<typeof ScaledSchema>;

export function scaledConfig(env: NodeJS.ProcessEnv): ScaledConfig {
  return loadConfig(
    'Mohalla (scaled)',
    ScaledSchema,
    {
      ...LAUNCHER_EXPECT,
      MONGO_URL: 'a MongoDB URL like mongodb://127.0.0.1:27017 (npm run infra:up prints one)',
      MONGO_DATABASE: 'a database name (letters, digits, _ and -)',
      EVENTSTORE_URL:
        'an EventStoreDB URL like esdb://127.0.0.1:2113?tls=false; without it the log is a SQLite file in DATA_DIR shared by the processes',
      WRITE_API_INSTANCES: 'how many write-api processes, 1 to 16',
      READ_API_INSTANCES: 'how many read-api processes, 1 to 16',
      REDIS_URL: 'a Redis URL (npm run infra:up prints one), so the write-api instances share rate limits',
    },
    env,
  );
}
