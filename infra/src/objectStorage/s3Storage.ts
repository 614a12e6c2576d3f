import { Readable } from 'node:stream';
import {
  CreateBucketCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { checkKey, checkPutOptions, exactLength } from './objectStorageInput.js';
import type { ObjectInfo, ObjectStorage, PutOptions, StoredObject } from './port.js';

export interface S3StorageOptions {
  /** The server's URL, like http://127.0.0.1:9000; omit for AWS itself. */
  endpoint?: string | undefined;
  /** Any region name the server accepts (MinIO and SeaweedFS take us-east-1). */
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `http://host/bucket/key` rather than `http://bucket.host/key`; what self-hosted servers need. */
  forcePathStyle?: boolean;
  /** Per-request timeout in milliseconds (default 15 s). */
  requestTimeoutMs?: number;
}

const UNAVAILABLE = 'File uploads are unavailable right now: the object-storage service does not answer.';

/**
 * Objects in an S3 bucket (AWS, or a compatible server: MinIO, SeaweedFS).
 * A PUT is atomic on S3, and the body is read whole (so its length is known
 * right) before it starts: a failed body stores nothing. Each object is held
 * in memory while it is stored, which suits uploads of a few megabytes. The bucket is
 * created on first use when missing. Metadata values are percent-encoded,
 * since S3 headers carry ASCII only.
 */
export function createS3Storage(options: S3StorageOptions): ObjectStorage {
  const { bucket } = options;
  const client = new S3Client({
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    region: options.region,
    forcePathStyle: options.forcePathStyle ?? Boolean(options.endpoint),
    credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
    // Checksums only where S3 requires them: compatible servers differ on the newer ones.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 2,
    requestHandler: { connectionTimeout: 5_000, requestTimeout: options.requestTimeoutMs ?? 15_000 },
  });

  let bucketReady: Promise<void> | undefined;
  const ensureBucket = (): Promise<void> => {
    bucketReady ??= createBucketIfMissing(client, bucket).catch((error: unknown) => {
      bucketReady = undefined; // try again next time
      throw error;
    });
    return bucketReady;
  };

  return {
    async put(key: string, body: Uint8Array | Readable, putOptions: PutOptions) {
      checkKey(key);
      const { contentType, contentLength, metadata } = checkPutOptions(putOptions);
      // The whole body is read (and its length checked) before the request starts: the SDK does not
      // abort a PUT when its body stream fails, it waits for the missing bytes. Objects here are
      // uploads of at most 10 MB; larger ones would want a multipart upload instead.
      const bytes = await collect(exactLength(body, contentLength));
      await ensureBucket();
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: key,
          Body: bytes,
          ContentLength: contentLength,
          ContentType: contentType,
          Metadata: encodeMetadata(metadata),
        }),
      );
    },

    async get(key: string): Promise<StoredObject | null> {
      checkKey(key);
      await ensureBucket();
      try {
        const out = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        const body = out.Body;
        if (!(body instanceof Readable))
          throw new Error('the S3 client answered a body that is not a stream');
        return {
          contentType: out.ContentType ?? 'application/octet-stream',
          contentLength: out.ContentLength ?? 0,
          metadata: decodeMetadata(out.Metadata),
          body,
        };
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },

    async stat(key: string): Promise<ObjectInfo | null> {
      checkKey(key);
      await ensureBucket();
      try {
        const out = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
        return {
          contentType: out.ContentType ?? 'application/octet-stream',
          contentLength: out.ContentLength ?? 0,
          metadata: decodeMetadata(out.Metadata),
        };
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },

    async exists(key: string) {
      return (await this.stat(key)) !== null;
    },

    async delete(key: string) {
      checkKey(key);
      await ensureBucket();
      // S3 answers 204 for a missing key too.
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },

    async status() {
      try {
        await ensureBucket();
        return { available: true, details: 'File uploads are stored in object storage.' };
      } catch {
        return { available: false, details: UNAVAILABLE };
      }
    },

    async close() {
      client.destroy();
    },
  };
}

async function collect(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function createBucketIfMissing(client: S3Client, bucket: string): Promise<void> {
  try {
    await client.send(new HeadBucketCommand({ Bucket: bucket }));
    return;
  } catch (error) {
    if (!isNotFound(error)) throw error;
  }
  try {
    await client.send(new CreateBucketCommand({ Bucket: bucket }));
  } catch (error) {
    // Another instance created it meanwhile.
    const name = (error as { name?: string }).name;
    if (name !== 'BucketAlreadyOwnedByYou' && name !== 'BucketAlreadyExists') throw error;
  }
}

function isNotFound(error: unknown): boolean {
  if (!(error instanceof S3ServiceException)) return false;
  return (
    error.name === 'NoSuchKey' ||
    error.name === 'NotFound' ||
    error.name === 'NoSuchBucket' ||
    error.$metadata.httpStatusCode === 404
  );
}

function encodeMetadata(metadata: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(metadata).map(([name, value]) => [name, encodeURIComponent(value)]),
  );
}

function decodeMetadata(metadata: Record<string, string> | undefined): Record<string, string> {
  return Object.fromEntries(
    Object.entries(metadata ?? {}).map(([name, value]) => {
      try {
        return [name.toLowerCase(), decodeURIComponent(value)];
      } catch {
        return [name.toLowerCase(), value];
      }
    }),
  );
}
