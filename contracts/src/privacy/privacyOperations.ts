import type { ApiOperation } from '../openapi/operation.js';
import { write, written } from '../openapi/writeShared.js';
import { DataExportSchema } from './dataExport.js';
import { EraseAccountAnswerSchema, EraseAccountBodySchema } from './erasure.js';

/**
 * The person's rights over their data (write-api/src/privacy). The export is
 * the write API's: it is read from the log itself, as the audit is.
 */
export const privacyOperations: readonly ApiOperation[] = [
  {
    ...write,
    tag: 'privacy',
    method: 'get',
    path: '/api/user/export',
    summary: 'A copy of all my data (a JSON download)',
    access: 'signed-in',
    success: written(200, 'Everything tied to me, as one document', DataExportSchema),
  },
  {
    ...write,
    tag: 'privacy',
    method: 'delete',
    path: '/api/user',
    summary: 'Erase me: every session ends, what I wrote reads as removed, my uploads are deleted',
    access: 'signed-in',
    body: EraseAccountBodySchema,
    success: written(200, 'Erased', EraseAccountAnswerSchema),
    problems: [401, 404],
  },
];
