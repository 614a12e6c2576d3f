import { z } from 'zod';

/** Where a service listens and how much it logs. */
export function serviceSettingsSchema(defaultPort: number) {
  return z.object({
    HOST: z.string().min(1).default('127.0.0.1'),
    PORT: z.coerce.number().int().min(0).max(65535).default(defaultPort),
    LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
  });
}

export const SERVICE_SETTINGS_EXPECT = {
  HOST: 'an interface to listen on, e.g. 127.0.0.1 or 0.0.0.0',
  PORT: 'a port number from 0 to 65535 (0 picks a free one)',
  LOG_LEVEL: 'one of debug, info, warn, error, silent',
};
