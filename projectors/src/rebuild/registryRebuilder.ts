import { createInProcessJobQueue, type JobQueue } from '@mohalla/infra';
import { ALL_PROJECTIONS } from '../registry.js';
import { createRebuilder, type RebuilderOptions } from './rebuilder.js';
import { REBUILD_JOBS, REBUILD_QUEUE, type RebuildJobSchemas } from './rebuildJobs.js';

export type RegistryRebuilderOptions = Omit<RebuilderOptions, 'projections' | 'queue'> & {
  /** The shared queue, when workers elsewhere run the jobs; by default a queue in this process. */
  queue?: JobQueue<RebuildJobSchemas>;
};

/**
 * The rebuilder every process that rebuilds runs: every registered projection,
 * on the rebuild queue. Its queue is returned too, for the caller to close
 * after the rebuilder.
 */
export function createRegistryRebuilder(options: RegistryRebuilderOptions) {
  const queue = options.queue ?? createInProcessJobQueue({ name: REBUILD_QUEUE, jobs: REBUILD_JOBS });
  return { queue, rebuilder: createRebuilder({ ...options, projections: ALL_PROJECTIONS, queue }) };
}
