export { createWriteApp, type WriteApiDeps } from './app.js';
export { type WriteApiConfig, writeApiConfig } from './config.js';
export { oidcSettingsFrom } from './identity/oidc/oidcSettings.js';
export { createArea } from './places/areaCommands.js';
export { createCity } from './places/cityCommands.js';
export {
  UPLOAD_QUOTA_SETTINGS_EXPECT,
  type UploadQuotaSettings,
  uploadQuotaFrom,
  uploadQuotaSettingsShape,
} from './uploads/uploadQuotaSettings.js';
