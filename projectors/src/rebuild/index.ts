export { compareReadModels, formatDifference, type ReadModelDifference } from './compareReadModels.js';
export { followRebuild } from './followRebuild.js';
export {
  createRebuilder,
  type Rebuilder,
  type RebuilderOptions,
  type RebuildRequestResult,
} from './rebuilder.js';
export { REBUILD_JOBS, REBUILD_QUEUE, type RebuildJobSchemas } from './rebuildJobs.js';
export type { ProgressSnapshot, RebuildProgress } from './rebuildProgress.js';
export { type Verification, verifyProjections } from './verifyProjections.js';
