import {
  loadConfig,
  requireServerUrls,
  SERVICE_SETTINGS_EXPECT,
  STORE_SETTINGS_EXPECT,
  StoreSettingsSchema,
  serviceSettingsSchema,
} from '@mohalla/infra';
import { z } from 'zod';

const Schema = requireServerUrls(
  StoreSettingsSchema.extend(serviceSettingsSchema(8082).shape).extend({
    READ_WAIT_MAX_MS: z.coerce.number().int().min(0).max(60_000).default(5_000),
    REVERSE_GEOCODER_URL: z.url().optional(),
    REDIS_URL: z
      .string()
      .regex(/^rediss?:\/\//)
      .optional(),
    TRUST_PROXY: z.enum(['true', 'false']).default('false'),
  }),
);
export type ReadApiConfig = z.infer<typeof Schema>;

export function readApiConfig(env: NodeJS.ProcessEnv): ReadApiConfig {
  return loadConfig(
    'read-api',
    Schema,
    {
      ...STORE_SETTINGS_EXPECT,
      ...SERVICE_SETTINGS_EXPECT,
      READ_WAIT_MAX_MS: 'milliseconds from 0 to 60000',
      REVERSE_GEOCODER_URL: 'the base URL of a Nominatim-compatible reverse geocoder (optional)',
      REDIS_URL:
        'a Redis URL like redis://127.0.0.1:6379 where the realtime nodes keep presence and the read APIs share search limits',
      TRUST_PROXY: 'true behind our gateway (client addresses come from X-Forwarded-For), else false',
    },
    env,
  );
}
