import {
  loadConfig,
  requireServerUrls,
  SERVICE_SETTINGS_EXPECT,
  STORE_SETTINGS_EXPECT,
  StoreSettingsSchema,
  serviceSettingsSchema,
} from '@mohalla/infra';
import type { z } from 'zod';

const Schema = requireServerUrls(StoreSettingsSchema.extend(serviceSettingsSchema(8081).shape));
export type WriteApiConfig = z.infer<typeof Schema>;

export function writeApiConfig(env: NodeJS.ProcessEnv): WriteApiConfig {
  return loadConfig('write-api', Schema, { ...STORE_SETTINGS_EXPECT, ...SERVICE_SETTINGS_EXPECT }, env);
}
