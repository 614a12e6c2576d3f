/**
 * Names of the read-model collections and of the projections that write
 * them: the contract between the projector and the read API (which waits on
 * these projections' checkpoints for read-your-writes).
 */
export const ReadModels = {
  cities: 'cities',
  areas: 'areas',
} as const;

export const PROJECTION_NAMES = ['cities', 'areas'] as const;
export type ProjectionName = (typeof PROJECTION_NAMES)[number];
