export { withDataDirPaths } from './dataDirPaths.js';
export {
  isSharedJobQueue,
  JOB_QUEUE_SETTINGS_EXPECT,
  type JobQueueSettings,
  JobQueueSettingsSchema,
  openJobQueue,
} from './jobQueueSettings.js';
export { KEY_STORE_SETTINGS_EXPECT, keyStoreKind, openPersonKeys } from './keyStoreSettings.js';
export { ConfigError, loadConfig } from './loadConfig.js';
export { openEventStore, openReadStore, openSearchIndex } from './openStores.js';
export { runConfiguredService, type ServiceBasics } from './runConfiguredService.js';
export { loadServiceConfig, serviceConfigReader, serviceConfigSchema } from './serviceConfig.js';
export {
  ALIAS_SECRET_EXPECT,
  aliasSecretSetting,
  LOG_LEVEL_EXPECT,
  logLevelSetting,
  redisUrlSetting,
  SERVICE_SETTINGS_EXPECT,
  serviceSettingsSchema,
  sharedServiceSettingsShape,
  TRUST_PROXY_EXPECT,
} from './serviceSettings.js';
export {
  EVENTSTORE_URL_EXPECT,
  requireServerUrls,
  STORE_SETTINGS_EXPECT,
  type StoreSettings,
  StoreSettingsSchema,
} from './storeSettings.js';
