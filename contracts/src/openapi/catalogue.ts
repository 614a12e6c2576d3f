import { privacyOperations } from '../privacy/privacyOperations.js';
import { identityOperations } from './identityOperations.js';
import { moderationOperations } from './moderationOperations.js';
import type { ApiOperation } from './operation.js';
import { placesPostsOperations } from './placesPostsOperations.js';
import { otherOperations, readOperations } from './readOperations.js';
import { uploadAdminOperations } from './uploadAdminOperations.js';

/** Every operation the API serves; a test checks it against the routes the services register. */
export const apiOperations: readonly ApiOperation[] = [
  ...identityOperations,
  ...privacyOperations,
  ...placesPostsOperations,
  ...moderationOperations,
  ...uploadAdminOperations,
  ...readOperations,
  ...otherOperations,
];
