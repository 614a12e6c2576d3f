export { type BackgroundJobs, startBackgroundJobs } from './backgroundJobs.js';
export * from './moderation/index.js';
export * from './notifications/index.js';
export { AREAS, areasOf, CITIES, citiesOf } from './places/readModels.js';
export type { ProjectedEvent, Projection } from './projection.js';
export { resetProjection } from './projection.js';
export * from './rebuild/index.js';
export { ALL_PROJECTIONS } from './registry.js';
export { replayInto } from './replay.js';
export { type RunningProjector, startProjector } from './runner.js';
export {
  type ProjectorHealth,
  type SupervisedProjector,
  superviseProjector,
} from './supervisedProjector.js';
export { appendSignalBuffer } from './worker/appendSignal.js';
export { type ProjectorThread, startProjectorThread } from './worker/projectorThread.js';
