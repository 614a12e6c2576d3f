import { z } from 'zod';
import { RebuildRequestSchema, RebuildStatusSchema } from '../admin/rebuild.js';
import {
  DeleteUploadAnswerSchema,
  DeleteUploadBodySchema,
  UploadedFileSchema,
  UploadStatusSchema,
} from '../uploads/dtos.js';
import type { ApiOperation } from './operation.js';
import { write, written } from './writeShared.js';

/** Uploads and files (write-api/src/uploads) and admins' rebuilds (write-api/src/admin). */
export const uploadAdminOperations: readonly ApiOperation[] = [
  {
    ...write,
    method: 'get',
    path: '/api/upload/status',
    summary: 'Whether uploads are available',
    tag: 'uploads',
    access: 'public',
    success: written(200, 'Status', UploadStatusSchema),
  },
  {
    ...write,
    method: 'post',
    path: '/api/upload/file',
    summary: 'Upload an image or video (metadata stripped)',
    tag: 'uploads',
    access: 'signed-in',
    body: 'multipart',
    success: written(201, 'Stored', UploadedFileSchema),
    // 429: the uploader's per-minute, daily count or daily bytes quota, with Retry-After.
    problems: [429, 503],
  },
  {
    ...write,
    method: 'delete',
    path: '/api/upload/file',
    summary: 'Delete a file I uploaded',
    tag: 'uploads',
    access: 'signed-in',
    body: DeleteUploadBodySchema,
    success: written(200, 'Deleted', DeleteUploadAnswerSchema),
    // 409: a published post or reply shows the file.
    problems: [403, 404, 409, 503],
  },
  {
    ...write,
    method: 'get',
    path: '/api/files/{key}',
    summary: 'A stored file',
    tag: 'uploads',
    access: 'public',
    pathParams: { key: z.string().min(1) },
    success: { status: 200, description: 'The bytes', contentType: 'application/octet-stream' },
  },
  {
    ...write,
    method: 'post',
    path: '/api/admin/rebuild',
    summary: 'Rebuild read models (in the background)',
    tag: 'admin',
    access: 'admin',
    body: RebuildRequestSchema.strict(),
    success: { status: 202, description: 'Started, resumed or running', schema: RebuildStatusSchema },
    problems: [409, 503],
  },
  {
    ...write,
    method: 'get',
    path: '/api/admin/rebuild/{id}',
    summary: 'A rebuild’s progress',
    tag: 'admin',
    access: 'admin',
    pathParams: { id: z.string().min(1) },
    success: { status: 200, description: 'Its status', schema: RebuildStatusSchema },
    problems: [503],
  },
];
