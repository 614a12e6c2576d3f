import {
  type DeleteUploadAnswer,
  DeleteUploadAnswerSchema,
  type UploadedFile,
  UploadedFileSchema,
  type UploadStatus,
  UploadStatusSchema,
} from '@mohalla/contracts';
import { apiGet, apiRequest } from '../../../lib/api';

export type { UploadStatus };

/** GET /api/upload/status: whether this server stores files. */
export function fetchUploadStatus(signal: AbortSignal): Promise<UploadStatus> {
  return apiGet('/api/upload/status', UploadStatusSchema, signal);
}

/** POST /api/upload/file, multipart field `file`. */
export function uploadFile(file: File): Promise<UploadedFile> {
  const form = new FormData();
  // The device's file name often holds a real name or a phone number: it is not sent.
  form.append('file', file, 'upload');
  return apiRequest('/api/upload/file', UploadedFileSchema, { method: 'POST', body: form });
}

/** DELETE /api/upload/file: only the uploader may. */
export function deleteUpload(fileUrl: string): Promise<DeleteUploadAnswer> {
  return apiRequest('/api/upload/file', DeleteUploadAnswerSchema, { method: 'DELETE', body: { fileUrl } });
}
