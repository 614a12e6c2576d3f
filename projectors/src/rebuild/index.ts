export { formatDifference, type ReadModelDifference } from './compareReadModels.js';
export { followRebuild } from './followRebuild.js';
export { createRebuilder, type Rebuilder } from './rebuilder.js';
export { REBUILD_JOBS, REBUILD_QUEUE } from './rebuildJobs.js';
export type { ProgressSnapshot } from './rebuildProgress.js';
export { createRegistryRebuilder, type RegistryRebuilderOptions } from './registryRebuilder.js';
export { verifyProjections } from './verifyProjections.js';
