/**
 * Names of the read-model collections: the contract between the projections
 * that write them and the read API that serves them.
 */
export const ReadModels = {
  cities: 'cities',
  areas: 'areas',
} as const;
