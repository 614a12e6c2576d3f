import { areaStatsProjection } from './places/areaStatsProjection.js';
import { areasProjection } from './places/areasProjection.js';
import { citiesProjection } from './places/citiesProjection.js';
import type { Projection } from './projection.js';

/** Every read model the system serves. */
export const ALL_PROJECTIONS: readonly Projection[] = [
  citiesProjection,
  areasProjection,
  areaStatsProjection,
];
