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

const uploads = { ...write, tag: 'uploads' } as const;
const admin = { ...write, tag: 'admin', access: 'admin' } as const;

/** Uploads and files (write-api/src/uploads) and admins' rebuilds (write-api/src/admin). */
export const uploadAdminOperations: readonly ApiOperation[] = [
  {
    ...uploads,
    method: 'get',
    path: '/api/upload/status',
    summary: 'Whether uploads are available',
    access: 'public',
    success: written(200, 'Status', UploadStatusSchema),
  },
  {
    ...uploads,
    method: 'post',
    path: '/api/upload/file',
    summary: 'Upload an image or video (metadata stripped)',
    access: 'signed-in',
    body: 'multipart',
    success: written(201, 'Stored', UploadedFileSchema),
    // 429: the uploader's per-minute, daily count or daily bytes quota, with Retry-After.
    problems: [429, 503],
  },
  {
    ...uploads,
    method: 'delete',
    path: '/api/upload/file',
    summary: 'Delete a file I uploaded',
    access: 'signed-in',
    body: DeleteUploadBodySchema,
    success: written(200, 'Deleted', DeleteUploadAnswerSchema),
    // 409: a published post or reply shows the file.
    problems: [403, 404, 409, 503],
  },
  {
    ...uploads,
    method: 'get',
    path: '/api/files/{key}',
    summary: 'A stored file',
    access: 'public',
    pathParams: { key: z.string().min(1) },
    success: { status: 200, description: 'The bytes', contentType: 'application/octet-stream' },
  },
  {
    ...admin,
    method: 'post',
    path: '/api/admin/rebuild',
    summary: 'Rebuild read models (in the background)',
    body: RebuildRequestSchema.strict(),
    success: written(202, 'Started, resumed or running', RebuildStatusSchema),
    problems: [409, 503],
  },
  {
    ...admin,
    method: 'get',
    path: '/api/admin/rebuild/{id}',
    summary: 'A rebuild’s progress',
    pathParams: { id: z.string().min(1) },
    success: written(200, 'Its status', RebuildStatusSchema),
    problems: [503],
  },
];
