import {
  ALIAS_SECRET_EXPECT,
  aliasSecretSetting,
  checkObjectStorageSettings,
  MAX_RATE_LIMIT,
  OBJECT_STORAGE_SETTINGS_EXPECT,
  objectStorageSettingsShape,
  serviceConfigReader,
  serviceConfigSchema,
} from '@mohalla/infra';
import { z } from 'zod';
import { checkOidcSettings, OIDC_SETTINGS_EXPECT, oidcSettingsShape } from './identity/oidc/oidcSettings.js';
import { UPLOAD_QUOTA_SETTINGS_EXPECT, uploadQuotaSettingsShape } from './uploads/uploadQuotaSettings.js';

const Schema = serviceConfigSchema(8081, {
  ...aliasSecretSetting,
  ...oidcSettingsShape,
  SIGNUP_LIMIT_PER_ADDRESS: z.coerce.number().int().min(1).max(MAX_RATE_LIMIT).default(50),
  ...objectStorageSettingsShape,
  ...uploadQuotaSettingsShape,
}).superRefine((settings, ctx) => {
  checkOidcSettings(settings, ctx);
  checkObjectStorageSettings(settings, ctx);
});
export type WriteApiConfig = z.infer<typeof Schema>;

export const writeApiConfig = serviceConfigReader('write-api', Schema, {
  ALIAS_SECRET: ALIAS_SECRET_EXPECT,
  ...OIDC_SETTINGS_EXPECT,
  REDIS_URL: 'a Redis URL like redis://127.0.0.1:6379, so that instances share rate limits',
  SIGNUP_LIMIT_PER_ADDRESS: `sign-ups allowed per client address per hour, 1 to ${MAX_RATE_LIMIT}`,
  ...OBJECT_STORAGE_SETTINGS_EXPECT,
  ...UPLOAD_QUOTA_SETTINGS_EXPECT,
});
