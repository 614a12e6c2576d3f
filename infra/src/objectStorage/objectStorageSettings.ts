import { z } from 'zod';
import { createLocalFolderStorage } from './localFolderStorage.js';
import type { ObjectStorage } from './port.js';
import { createS3Storage } from './s3Storage.js';

/**
 * Where uploaded files go: the write-api's settings (the single node overrides
 * the defaults: local, in DATA_DIR/uploads).
 */
export const objectStorageSettingsShape = {
  UPLOADS: z.enum(['local', 's3', 'off']).default('off'),
  UPLOADS_DIR: z.string().min(1).default('./data/uploads'),
  S3_ENDPOINT: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  S3_REGION: z.string().min(1).max(64).default('us-east-1'),
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/)
    .optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).max(256).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).max(256).optional(),
};

export const OBJECT_STORAGE_SETTINGS_EXPECT = {
  UPLOADS:
    'local (files in UPLOADS_DIR, one machine only), s3 (an S3-compatible bucket) or off (uploads answer "coming soon"); default off',
  UPLOADS_DIR: 'the folder uploaded files are kept in with UPLOADS=local (default ./data/uploads)',
  S3_ENDPOINT:
    'with UPLOADS=s3, the S3-compatible server, like http://127.0.0.1:9000 (npm run infra:up prints one); unset for AWS',
  S3_REGION: 'with UPLOADS=s3, the region (default us-east-1)',
  S3_BUCKET: 'with UPLOADS=s3, the bucket (created when missing): 3-63 lowercase letters, digits, . and -',
  S3_ACCESS_KEY_ID: 'with UPLOADS=s3, the access key id',
  S3_SECRET_ACCESS_KEY: 'with UPLOADS=s3, the secret access key',
};

export type ObjectStorageSettings = {
  UPLOADS: 'local' | 's3' | 'off';
  UPLOADS_DIR?: string | undefined;
  S3_ENDPOINT?: string | undefined;
  S3_REGION: string;
  S3_BUCKET?: string | undefined;
  S3_ACCESS_KEY_ID?: string | undefined;
  S3_SECRET_ACCESS_KEY?: string | undefined;
};

/** With UPLOADS=s3 the bucket and both keys are required. */
export function checkObjectStorageSettings(settings: ObjectStorageSettings, ctx: z.RefinementCtx): void {
  if (settings.UPLOADS !== 's3') return;
  for (const name of ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
    if (!settings[name]) ctx.addIssue({ code: 'custom', path: [name], message: 'required with UPLOADS=s3' });
  }
}

/** The storage the settings name, or undefined when uploads are off. */
export function objectStorageFrom(
  settings: ObjectStorageSettings,
  uploadsDir: string,
): ObjectStorage | undefined {
  switch (settings.UPLOADS) {
    case 'off':
      return undefined;
    case 'local':
      return createLocalFolderStorage({ root: uploadsDir });
    case 's3':
      return createS3Storage({
        endpoint: settings.S3_ENDPOINT,
        region: settings.S3_REGION,
        bucket: settings.S3_BUCKET!,
        accessKeyId: settings.S3_ACCESS_KEY_ID!,
        secretAccessKey: settings.S3_SECRET_ACCESS_KEY!,
        forcePathStyle: settings.S3_ENDPOINT !== undefined,
      });
  }
}
