import { randomUUID } from 'node:crypto';
import { bodyParser } from '@koa/bodyparser';
import { Router } from '@koa/router';
import {
  type DeleteUploadAnswer,
  DeleteUploadBodySchema,
  DomainError,
  type UploadedFile,
  UploadedFileSchema,
  type UploadStatus,
} from '@mohalla/contracts';
import {
  type EventStore,
  type Logger,
  type ObjectStorage,
  parseInput,
  requireSession,
  type StoredObject,
} from '@mohalla/infra';
import type { Context } from 'koa';
import { uploaderErased } from './erasedUploader.js';
import { FILE_KEY, FILES_PATH, keyOfFileUrl } from './fileKeys.js';
import { discardUpload, readUpload } from './readUpload.js';
import { SNIFF_BYTES, sniffMediaType } from './sniffMediaType.js';
import { stripMetadata } from './stripMetadata/index.js';
import type { UploadQuota } from './uploadQuota.js';
import { attachedStreamOf } from './uploadReferences.js';
import { invalidFileType, UPLOAD_MESSAGES, uploadsUnavailable } from './uploadRules.js';

export interface UploadRoutesDeps {
  /** Where files go; uploads are off (status unavailable, POST 503) when absent. */
  storage?: ObjectStorage | undefined;
  logger: Logger;
  clock: () => Date;
  /** Where attachments are recorded: a file a published post shows cannot be deleted. */
  eventStore: EventStore;
  /** Per-person rate and daily quota, checked before anything is stored. */
  quota: UploadQuota;
}

export { FILES_PATH, keyOfFileUrl };

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * `GET /api/upload/status`, `POST /api/upload/file` (multipart field `file`),
 * `DELETE /api/upload/file` {fileUrl} and `GET /api/files/<key>`.
 *
 * The type is what the file's bytes say (magic numbers), never its name or
 * declared type; metadata (Exif, XMP, IPTC, text chunks, movie user data) is
 * stripped before storing; the key is a random UUID plus the sniffed
 * extension. The client's file name is read and thrown away: it often holds
 * a real name or a phone number, so it is neither stored, nor answered, nor
 * served (files go out under their key). Only the uploader, kept as the
 * object's metadata, may delete the file.
 */
export function uploadRoutes({ storage, logger, clock, eventStore, quota }: UploadRoutesDeps): Router {
  const router = new Router({ prefix: '/api' });
  const requireStorage = (): ObjectStorage => {
    if (!storage) throw uploadsUnavailable();
    return storage;
  };

  router.get('/upload/status', async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    const status: UploadStatus = storage
      ? await storage.status()
      : { available: false, details: UPLOAD_MESSAGES.unavailable };
    ctx.body = status;
  });

  router.post('/upload/file', async (ctx) => {
    const session = requireSession(ctx, 'upload files');
    const store = requireStorage();
    // Before the body is parsed: a refused client's bytes are read past, never kept or parsed.
    await quota.admitUpload(ctx, session.userId).catch(async (error: unknown) => {
      await discardUpload(ctx);
      throw error;
    });
    const file = await readUpload(ctx);
    const sniffed = sniffMediaType(file.bytes.subarray(0, SNIFF_BYTES));
    if (!sniffed) throw invalidFileType();
    // Only the stripped bytes are ever stored: no GPS, camera or owner behind the alias.
    const bytes = stripMetadata(file.bytes, sniffed);
    await quota.admitBytes(ctx, session.userId, bytes.length);
    const key = `${randomUUID()}.${sniffed.extension}`;
    try {
      await store.put(key, bytes, {
        contentType: sniffed.contentType,
        contentLength: bytes.length,
        metadata: { uploader: session.userId, 'uploaded-at': clock().toISOString() },
      });
    } catch (error) {
      logger.error('storing an upload failed', { error });
      throw new DomainError(
        'UPLOAD.UNAVAILABLE',
        'File uploads are unavailable right now. Please try again later.',
      );
    }
    const fileUrl = `${FILES_PATH}${key}`;
    ctx.status = 201;
    ctx.set('Location', fileUrl);
    const uploaded: UploadedFile = { fileUrl, fileType: sniffed.contentType, fileSize: bytes.length };
    // Parsed, not only typed: the schema is strict, so no file name can creep back into this answer.
    ctx.body = UploadedFileSchema.parse(uploaded);
  });

  router.delete(
    '/upload/file',
    // The app parses JSON for POST, PUT and PATCH only.
    bodyParser({ enableTypes: ['json'], jsonLimit: '8kb', parsedMethods: ['DELETE'], encoding: 'utf-8' }),
    async (ctx) => {
      const session = requireSession(ctx, 'delete files');
      const store = requireStorage();
      const { fileUrl } = parseInput(DeleteUploadBodySchema, ctx.request.body);
      const key = keyOfFileUrl(fileUrl);
      if (!key) {
        throw new DomainError('REQUEST.INVALID', 'fileUrl is not a file uploaded here', [
          { field: 'fileUrl', message: 'is not a file uploaded here' },
        ]);
      }
      const info = await store.stat(key);
      if (!info) throw notFound();
      if (info.metadata.uploader !== session.userId) {
        throw new DomainError('AUTH.FORBIDDEN', 'You can only delete files you uploaded.');
      }
      // A published post or reply shows it: deleting it would leave a broken image there.
      if (await attachedStreamOf(eventStore, key, clock())) {
        throw new DomainError(
          'UPLOAD.IN_USE',
          'This file is attached to a published post or reply, so it cannot be deleted.',
        );
      }
      await store.delete(key);
      ctx.body = { success: true } satisfies DeleteUploadAnswer;
    },
  );

  router.get('/files/:key', async (ctx) => {
    const key = ctx.params.key ?? '';
    if (!storage || !FILE_KEY.test(key)) throw notFound();
    // HEAD answers the headers alone, without opening the bytes.
    const object = ctx.method === 'HEAD' ? await storage.stat(key) : await storage.get(key);
    if (!object) throw notFound();
    if (await uploaderErased(eventStore, object.metadata)) {
      (object as Partial<StoredObject>).body?.destroy();
      throw notFound();
    }
    serveHeaders(ctx, key, object.contentType, object.contentLength);
    if ('body' in object) ctx.body = object.body;
  });

  return router;
}

/**
 * Files go out under their key alone: `Content-Disposition` names the key,
 * never a name the uploader gave (files stored before names were dropped
 * still carry one in their metadata; it is ignored).
 */
function serveHeaders(ctx: Context, key: string, type: string, length: number): void {
  ctx.status = 200;
  ctx.set('Content-Type', type);
  ctx.length = length;
  ctx.set('X-Content-Type-Options', 'nosniff');
  const media = type.startsWith('image/') || type.startsWith('video/');
  // The key is a UUID and an extension: plain ASCII, nothing to quote or encode.
  ctx.set('Content-Disposition', `${media ? 'inline' : 'attachment'}; filename="${key}"`);
  // Keys are never reused, so the bytes at a URL never change.
  ctx.set('Cache-Control', `public, max-age=${YEAR_SECONDS}, immutable`);
  // Opened directly, a file runs nothing and loads nothing.
  ctx.set('Content-Security-Policy', "default-src 'none'; sandbox");
}

const notFound = () => new DomainError('UPLOAD.NOT_FOUND', 'No such file.');
