import type { JsonResponse } from './http.js';

/** A valid 1×1 PNG: the smallest image the upload route keeps. */
export const ONE_PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

export interface FileToUpload {
  bytes: Buffer;
  name: string;
  /** The part's content type; none when omitted (the server must look at the bytes). */
  type?: string;
}

const PNG_FILE: FileToUpload = { bytes: ONE_PIXEL_PNG, name: 'dot.png', type: 'image/png' };

/**
 * Sends a file to the upload route as the web app does (multipart, field
 * `file`), signed in with `auth` when given. Answers the parsed body, and its
 * text too for tests that look at what was said.
 */
// biome-ignore lint/suspicious/noExplicitAny: tests assert on response bodies; their shape is what is under test
export async function uploadFile<T = any>(
  baseUrl: string,
  auth: Record<string, string> | undefined,
  file: FileToUpload = PNG_FILE,
): Promise<JsonResponse<T> & { text: string }> {
  const form = new FormData();
  const blobOptions = file.type === undefined ? {} : { type: file.type };
  form.append('file', new Blob([new Uint8Array(file.bytes)], blobOptions), file.name);
  const response = await fetch(`${baseUrl}/api/upload/file`, { method: 'POST', body: form, headers: auth });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    // not JSON: keep the text
  }
  return { status: response.status, headers: response.headers, body: body as T, text };
}

/** Fetches a stored file back (GET, or HEAD): its status, headers and bytes. */
export async function downloadFile(baseUrl: string, fileUrl: string, method = 'GET') {
  const response = await fetch(`${baseUrl}${fileUrl}`, { method });
  return {
    status: response.status,
    headers: response.headers,
    bytes: Buffer.from(await response.arrayBuffer()),
  };
}
