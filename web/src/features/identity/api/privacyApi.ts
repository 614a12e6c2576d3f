import {
  DATA_EXPORT_FORMAT,
  type EraseAccountAnswer,
  EraseAccountAnswerSchema,
  type EraseAccountBody,
} from '@mohalla/contracts';
import { apiGetWithHeaders, apiRequest, type Parser } from '../../../lib/api';

/** The person's copy of their data, ready to save. */
export interface DataExportFile {
  blob: Blob;
  filename: string;
}

/**
 * Only the document's kind is checked, not every field: the copy is handed on
 * as the server wrote it, and one field the client does not expect must not
 * keep a person from their own data.
 */
const exportDocument: Parser<Record<string, unknown>> = {
  parse: (input) => {
    const format = (input as { format?: unknown } | null)?.format;
    if (format !== DATA_EXPORT_FORMAT) throw new Error(`Unexpected data export format: ${String(format)}`);
    return input as Record<string, unknown>;
  },
};

/** `filename="mohalla-export-2026-11-25.json"` from the answer, else the same name for today. */
export function exportFilenameOf(contentDisposition: string | null, today = new Date()): string {
  const named = contentDisposition?.match(/filename="([^"]+)"/)?.[1];
  return named ?? `mohalla-export-${today.toISOString().slice(0, 10)}.json`;
}

/** GET /api/user/export: everything tied to the signed-in person, as one JSON file. */
export async function fetchDataExport(): Promise<DataExportFile> {
  const { data, headers } = await apiGetWithHeaders('/api/user/export', exportDocument);
  return {
    // Indented: the file is for a person to read as much as for a program.
    blob: new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }),
    filename: exportFilenameOf(headers.get('Content-Disposition')),
  };
}

/** DELETE /api/user: erases the signed-in person; the server ends every session. */
export function eraseAccount(body: EraseAccountBody): Promise<EraseAccountAnswer> {
  return apiRequest('/api/user', EraseAccountAnswerSchema, { method: 'DELETE', body });
}
