import {
  checkObjectStorageSettings,
  loadConfig,
  MAX_RATE_LIMIT,
  OBJECT_STORAGE_SETTINGS_EXPECT,
  objectStorageSettingsShape,
  requireServerUrls,
  SERVICE_SETTINGS_EXPECT,
  STORE_SETTINGS_EXPECT,
  StoreSettingsSchema,
  serviceSettingsSchema,
} from '@mohalla/infra';
import { z } from 'zod';
import { checkOidcSettings, OIDC_SETTINGS_EXPECT, oidcSettingsShape } from './identity/oidc/oidcSettings.js';
import { UPLOAD_QUOTA_SETTINGS_EXPECT, uploadQuotaSettingsShape } from './uploads/uploadQuotaSettings.js';

const Schema = requireServerUrls(
  StoreSettingsSchema.extend(serviceSettingsSchema(8081).shape).extend({
    ALIAS_SECRET: z.string().min(32),
    ...oidcSettingsShape,
    REDIS_URL: z
      .string()
      .regex(/^rediss?:\/\//)
      .optional(),
    TRUST_PROXY: z.enum(['true', 'false']).default('false'),
    SIGNUP_LIMIT_PER_ADDRESS: z.coerce.number().int().min(1).max(MAX_RATE_LIMIT).default(50),
    ...objectStorageSettingsShape,
    ...uploadQuotaSettingsShape,
  }),
).superRefine((settings, ctx) => {
  checkOidcSettings(settings, ctx);
  checkObjectStorageSettings(settings, ctx);
});
export type WriteApiConfig = z.infer<typeof Schema>;

export function writeApiConfig(env: NodeJS.ProcessEnv): WriteApiConfig {
  return loadConfig(
    'write-api',
    Schema,
    {
      ...STORE_SETTINGS_EXPECT,
      ...SERVICE_SETTINGS_EXPECT,
      ALIAS_SECRET:
        'a random secret of at least 32 characters, the same for every write-api (area aliases derive from it)',
      ...OIDC_SETTINGS_EXPECT,
      REDIS_URL: 'a Redis URL like redis://127.0.0.1:6379, so that instances share rate limits',
      TRUST_PROXY: 'true behind our gateway (client addresses come from X-Forwarded-For), else false',
      SIGNUP_LIMIT_PER_ADDRESS: `sign-ups allowed per client address per hour, 1 to ${MAX_RATE_LIMIT}`,
      ...OBJECT_STORAGE_SETTINGS_EXPECT,
      ...UPLOAD_QUOTA_SETTINGS_EXPECT,
    },
    env,
  );
}
