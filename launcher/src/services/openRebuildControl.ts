import {
  type EventStore,
  isSharedJobQueue,
  JOB_QUEUE_SETTINGS_EXPECT,
  type JobQueue,
  JobQueueSettingsSchema,
  type Logger,
  loadConfig,
  openJobQueue,
  type ReadStore,
  type SearchIndex,
} from '@mohalla/infra';
// The one place this service runs the projectors' code (the routes only take its type). A rebuild
// request is more than a job: it checks the projection names, finds an unfinished rebuild, prepares
// the staged collections and records the run, all of which the `Rebuilder` already does and keeps
// in step with its workers. Reusing it with `concurrency: 0` (enqueue only) keeps one copy of those rules;
// a thin client would have to repeat them, and drift.
import {
  ALL_PROJECTIONS,
  createRebuilder,
  REBUILD_JOBS,
  REBUILD_QUEUE,
  type Rebuilder,
} from '@mohalla/projectors';

export interface OpenedRebuildControl {
  rebuilds: Rebuilder;
  close(): Promise<void>;
}

/**
 * A rebuild control for a write API process: requests are enqueued on the
 * rebuild queue and run by the projectors' process; status is read from the
 * shared read store. Only with a queue shared between processes (BullMQ on
 * Redis); otherwise null (the admin API answers 503 saying what to set), and
 * the search index is not opened: only the control needs it.
 */
export async function openRebuildControl({
  env,
  openSearchIndex,
  ...deps
}: {
  env: NodeJS.ProcessEnv;
  eventStore: EventStore;
  readStore: ReadStore;
  openSearchIndex: () => SearchIndex;
  logger: Logger;
}): Promise<OpenedRebuildControl | null> {
  const settings = loadConfig('write-api', JobQueueSettingsSchema, JOB_QUEUE_SETTINGS_EXPECT, env);
  if (!isSharedJobQueue(settings)) return null;
  const queue: JobQueue<typeof REBUILD_JOBS> = await openJobQueue(settings, {
    name: REBUILD_QUEUE,
    jobs: REBUILD_JOBS,
    logger: deps.logger,
  });
  const searchIndex = openSearchIndex();
  const rebuilds = createRebuilder({
    ...deps,
    searchIndex,
    projections: ALL_PROJECTIONS,
    queue,
    concurrency: 0,
  });
  return {
    rebuilds,
    async close() {
      await rebuilds.close();
      await queue.close();
      await searchIndex.close();
    },
  };
}
