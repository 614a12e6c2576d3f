import type { UploadedFile } from '@mohalla/contracts';
import { apiGet, apiRequest, type Parser } from '../../../lib/api';

export interface UploadStatus {
  available: boolean;
  details: string;
}

const StatusParser: Parser<UploadStatus> = {
  parse: (input) => {
    const body = input as { available?: unknown; details?: unknown } | null;
    return { available: body?.available === true, details: String(body?.details ?? '') };
  },
};

const UploadedParser: Parser<UploadedFile> = {
  parse: (input) => {
    const body = input as Partial<UploadedFile> | null;
    if (typeof body?.fileUrl !== 'string') throw new Error('Unexpected answer to an upload');
    return {
      fileUrl: body.fileUrl,
      fileType: String(body.fileType ?? ''),
      fileSize: Number(body.fileSize ?? 0),
    };
  },
};

/** GET /api/upload/status: whether this server stores files. */
export function fetchUploadStatus(signal: AbortSignal): Promise<UploadStatus> {
  return apiGet('/api/upload/status', StatusParser, signal);
}

/** POST /api/upload/file, multipart field `file`. */
export function uploadFile(file: File): Promise<UploadedFile> {
  const form = new FormData();
  // The device's file name often holds a real name or a phone number: it is not sent.
  form.append('file', file, 'upload');
  return apiRequest('/api/upload/file', UploadedParser, { method: 'POST', body: form });
}

/** DELETE /api/upload/file: only the uploader may. */
export function deleteUpload(fileUrl: string): Promise<unknown> {
  return apiRequest('/api/upload/file', { parse: () => undefined }, { method: 'DELETE', body: { fileUrl } });
}
