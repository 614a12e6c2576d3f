import { z } from 'zod';
import { SuccessAnswerSchema } from '../shared/answers.js';

/**
 * `DELETE /api/upload/file`: the URL upload answered (`/api/files/<key>`,
 * relative or absolute). Only the file's uploader may delete it.
 */
export const DeleteUploadBodySchema = z.object({ fileUrl: z.string().min(1).max(2048) });
export type DeleteUploadBody = z.infer<typeof DeleteUploadBodySchema>;

/**
 * `POST /api/upload/file` answers where the file is served, its sniffed type
 * and its stored (stripped) size. It never carries a file name: the name a
 * device gives often holds a real name or a mobile number, so the server
 * neither keeps nor answers it, and files are served under their key.
 */
export const UploadedFileSchema = z
  .object({
    fileUrl: z.string().min(1),
    fileType: z.string().min(1),
    fileSize: z.number().int().nonnegative(),
  })
  .strict();
export type UploadedFile = z.infer<typeof UploadedFileSchema>;

/** What `DELETE /api/upload/file` answers. */
export const DeleteUploadAnswerSchema = SuccessAnswerSchema;
export type DeleteUploadAnswer = z.infer<typeof DeleteUploadAnswerSchema>;

/** `GET /api/upload/status`: whether this server stores files now, in a sentence for people. */
export const UploadStatusSchema = z.object({ available: z.boolean(), details: z.string() });
export type UploadStatus = z.infer<typeof UploadStatusSchema>;
