import {
  loadConfig,
  requireServerUrls,
  STORE_SETTINGS_EXPECT,
  StoreSettingsSchema,
  withDataDirPaths,
} from '@mohalla/infra';

/**
 * The store settings of a command-line tool, found as the services find them
 * (paths under DATA_DIR, server URLs where a store needs one). A wrong value
 * stops the tool with a message naming the variable, under the tool's name.
 */
export function loadCliStoreSettings(tool: string) {
  return loadConfig(
    tool,
    requireServerUrls(StoreSettingsSchema),
    STORE_SETTINGS_EXPECT,
    withDataDirPaths(process.env),
  );
}
