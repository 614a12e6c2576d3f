import { chatIndexProjection } from './chat/chatIndexProjection.js';
import { reportsProjection } from './moderation/reportsProjection.js';
import { areaStatsProjection } from './places/areaStatsProjection.js';
import { areasProjection } from './places/areasProjection.js';
import { citiesProjection } from './places/citiesProjection.js';
import { postsProjection } from './posts/postsProjection.js';
import { repliesProjection } from './posts/repliesProjection.js';
import type { Projection } from './projection.js';
import { searchProjection } from './search/searchProjection.js';

/** Every read model the system serves. */
export const ALL_PROJECTIONS: readonly Projection[] = [
  citiesProjection,
  areasProjection,
  areaStatsProjection,
  postsProjection,
  repliesProjection,
  reportsProjection,
  chatIndexProjection,
  searchProjection,
];
