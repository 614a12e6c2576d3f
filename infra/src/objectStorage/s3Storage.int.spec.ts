import {
  DeleteBucketCommand,
  DeleteObjectsCommand,
  ListObjectsV2Command,
  S3Client,
} from '@aws-sdk/client-s3';
import { afterAll, describe, expect, it } from 'vitest';
import { serverFromEnv } from '../testing/optionalServer.js';
import { describeObjectStorageContract } from './objectStorage.contract.js';
import { createS3Storage, type S3StorageOptions } from './s3Storage.js';

// `npm run infra:up -- s3` prints S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY and S3_BUCKET.
const { url, reason } = serverFromEnv('s3', 'S3_ENDPOINT');
const settings = (bucket = process.env.S3_BUCKET || 'mohalla-test'): S3StorageOptions => ({
  endpoint: url!,
  region: process.env.S3_REGION || 'us-east-1',
  bucket,
  accessKeyId: process.env.S3_ACCESS_KEY_ID ?? '',
  secretAccessKey: process.env.S3_SECRET_ACCESS_KEY ?? '',
  forcePathStyle: true,
});
// One key prefix per run, deleted afterwards, so runs can share a bucket.
const prefix = `contract-${Date.now().toString(36)}-${process.pid}`;

describe.skipIf(!url)(`S3 ObjectStorage (${reason})`, () => {
  afterAll(async () => {
    const admin = new S3Client({
      endpoint: url!,
      region: settings().region,
      forcePathStyle: true,
      credentials: { accessKeyId: settings().accessKeyId, secretAccessKey: settings().secretAccessKey },
    });
    let token: string | undefined;
    do {
      const page = await admin.send(
        new ListObjectsV2Command({
          Bucket: settings().bucket,
          Prefix: `${prefix}/`,
          ContinuationToken: token,
        }),
      );
      const keys = (page.Contents ?? []).map((o) => ({ Key: o.Key! }));
      if (keys.length > 0) {
        await admin.send(new DeleteObjectsCommand({ Bucket: settings().bucket, Delete: { Objects: keys } }));
      }
      token = page.NextContinuationToken;
    } while (token);
    await admin.send(new DeleteBucketCommand({ Bucket: `${prefix}-fresh` })).catch(() => undefined);
    admin.destroy();
  });

  describeObjectStorageContract('S3', () => createS3Storage(settings()), prefix);

  it('creates its bucket when missing', async () => {
    const storage = createS3Storage(settings(`${prefix}-fresh`));
    expect(await storage.status()).toMatchObject({ available: true });
    await storage.put('x.png', Buffer.from('x'), { contentType: 'image/png', contentLength: 1 });
    expect(await storage.exists('x.png')).toBe(true);
    await storage.delete('x.png');
    await storage.close();
  });

  it('answers unavailable, without saying where, when the server does not answer', async () => {
    const storage = createS3Storage({
      ...settings(),
      endpoint: 'http://127.0.0.1:1',
      requestTimeoutMs: 1000,
    });
    const status = await storage.status();
    expect(status.available).toBe(false);
    expect(status.details).not.toContain('127.0.0.1');
    await storage.close();
  });
});
