import { z } from 'zod';
import { eventSchema } from './envelope.js';

/**
 * A unique key (a city's name, an area's name within its city, later an
 * email) is claimed by appending to a stream of its own with an expected
 * revision, so two racing claims cannot both win. A claim whose owner no
 * longer holds the value (renamed, deleted, never created) is stale and may
 * be taken over.
 */
export const UniqueKeyClaimedSchema = eventSchema('UniqueKeyClaimed', {
  scope: z.string(),
  value: z.string(),
  ownerId: z.string(),
});
export type UniqueKeyClaimed = z.infer<typeof UniqueKeyClaimedSchema>;
