import { z } from 'zod';

/**
 * `DELETE /api/upload/file`: the URL upload answered (`/api/files/<key>`,
 * relative or absolute). Only the file's uploader may delete it.
 */
export const DeleteUploadBodySchema = z.object({ fileUrl: z.string().min(1).max(2048) });
export type DeleteUploadBody = z.infer<typeof DeleteUploadBodySchema>;
