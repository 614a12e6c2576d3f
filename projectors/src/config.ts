import {
  LOG_LEVEL_EXPECT,
  loadConfig,
  logLevelSetting,
  requireServerUrls,
  STORE_SETTINGS_EXPECT,
  StoreSettingsSchema,
} from '@mohalla/infra';
import { z } from 'zod';

const Schema = requireServerUrls(
  StoreSettingsSchema.extend({
    LOG_LEVEL: logLevelSetting.default('info'),
    PROJECTOR_HEALTH_FILE: z.string().min(1).optional(),
  }),
);
export type ProjectorsConfig = z.infer<typeof Schema>;

export function projectorsConfig(env: NodeJS.ProcessEnv): ProjectorsConfig {
  return loadConfig(
    'projectors',
    Schema,
    {
      ...STORE_SETTINGS_EXPECT,
      LOG_LEVEL: LOG_LEVEL_EXPECT,
      PROJECTOR_HEALTH_FILE:
        'a file the projector rewrites every 5 s with its health (for a container health check), optional',
    },
    env,
  );
}
