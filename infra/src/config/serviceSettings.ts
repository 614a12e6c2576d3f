import { z } from 'zod';

/** How much a process logs; every service and command-line tool reads it the same way. */
export const logLevelSetting = z.enum(['debug', 'info', 'warn', 'error', 'silent']);
export const LOG_LEVEL_EXPECT = 'one of debug, info, warn, error, silent';

/** The Redis that instances share limits, presence or job queues through; unset, each process works alone. */
export const redisUrlSetting = z
  .string()
  .regex(/^rediss?:\/\//)
  .optional();

/**
 * The secret area aliases derive from: every write-api and realtime node must
 * hold the same one, or a person's alias would differ between them.
 */
export const aliasSecretSetting = { ALIAS_SECRET: z.string().min(32) };
export const ALIAS_SECRET_EXPECT =
  'a random secret of at least 32 characters, the same for every write-api and realtime node (area aliases derive from it)';

/** Where a service listens and how much it logs. */
export function serviceSettingsSchema(defaultPort: number) {
  return z.object({
    HOST: z.string().min(1).default('127.0.0.1'),
    PORT: z.coerce.number().int().min(0).max(65535).default(defaultPort),
    LOG_LEVEL: logLevelSetting.default('info'),
  });
}

export const SERVICE_SETTINGS_EXPECT = {
  HOST: 'an interface to listen on, e.g. 127.0.0.1 or 0.0.0.0',
  PORT: 'a port number from 0 to 65535 (0 picks a free one)',
  LOG_LEVEL: LOG_LEVEL_EXPECT,
};

/**
 * The settings of a service that several instances may share work through
 * (read-api, realtime, write-api): the Redis they share counts and presence
 * through (optional: alone, a process counts by itself), and whether client
 * addresses come from our gateway's X-Forwarded-For.
 */
export const sharedServiceSettingsShape = {
  REDIS_URL: redisUrlSetting,
  TRUST_PROXY: z.enum(['true', 'false']).default('false'),
};

/** TRUST_PROXY means one thing everywhere; what REDIS_URL is for differs by service, so each says it. */
export const TRUST_PROXY_EXPECT =
  'true behind our gateway (client addresses come from X-Forwarded-For), else false';
