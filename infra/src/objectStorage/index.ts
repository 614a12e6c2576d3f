export { createLocalFolderStorage, type LocalFolderStorageOptions } from './localFolderStorage.js';
export {
  checkObjectStorageSettings,
  OBJECT_STORAGE_SETTINGS_EXPECT,
  type ObjectStorageSettings,
  objectStorageFrom,
  objectStorageSettingsShape,
} from './objectStorageSettings.js';
export * from './port.js';
export { createS3Storage, type S3StorageOptions } from './s3Storage.js';
