import {
  closeInOrder,
  JOB_QUEUE_SETTINGS_EXPECT,
  JobQueueSettingsSchema,
  loadConfig,
  openJobQueue,
  openSearchIndex,
  runConfiguredService,
  startRetentionPruner,
} from '@mohalla/infra';
import { startBackgroundJobs } from './backgroundJobs.js';
import { projectorsConfig } from './config.js';
import { writeHealthFile } from './healthFile.js';
import { ALL_PROJECTIONS } from './registry.js';
import { startProjector } from './runner.js';
import { superviseProjector } from './supervisedProjector.js';

/**
 * The projector as its own process (scaled edition). One instance per read
 * store: it is the single writer of the read models.
 */
runConfiguredService('projectors', projectorsConfig, async (config, { logger, eventStore, readStore }) => {
  // Expired chat is already not served; the one projector process also takes it off the disk (SQLite log).
  const retentionPruner = startRetentionPruner(eventStore, logger);
  const searchIndex = openSearchIndex(config);
  // A read-store or log error starts the projector again from its checkpoints (with backoff), not ends it.
  const projector = superviseProjector(
    () => startProjector({ eventStore, readStore, searchIndex, projections: ALL_PROJECTIONS, logger }),
    { logger },
  );
  // The supervisor ends only through `stop`. Should it end otherwise, the read models would freeze
  // behind a process that looks alive: exit non-zero so the container's restart policy starts it again.
  let stopping = false;
  const exitUnlessStopping = (error?: unknown) => {
    if (stopping) return;
    logger.error('the projector ended though nobody stopped it; exiting for a restart', { error });
    process.exit(1);
  };
  projector.finished.then(() => exitUnlessStopping(), exitUnlessStopping);
  const healthFile = config.PROJECTOR_HEALTH_FILE
    ? writeHealthFile(config.PROJECTOR_HEALTH_FILE, projector.health)
    : undefined;
  // Alert notifications, chat text expiry and rebuilds: on BullMQ when REDIS_URL is set (JOB_QUEUE
  // overrides), else in this process; rebuilds are enqueued by the write API, on a queue shared through Redis.
  const jobQueueSettings = loadConfig(
    'projectors',
    JobQueueSettingsSchema,
    JOB_QUEUE_SETTINGS_EXPECT,
    process.env,
  );
  const backgroundJobs = await startBackgroundJobs({
    eventStore,
    readStore,
    searchIndex,
    logger,
    openQueue: (name, jobs) => openJobQueue(jobQueueSettings, { name, jobs, logger }),
    notifications: true,
    retentionDays: config.CHAT_RETENTION_DAYS,
    rebuilds: { live: projector, concurrency: 1 },
  });
  await projector.caughtUp;
  return {
    banner: `projectors are running (${ALL_PROJECTIONS.map((p) => p.name).join(', ')}), caught up with the log.`,
    async stop() {
      stopping = true;
      await closeInOrder([healthFile, backgroundJobs, projector, retentionPruner, searchIndex]);
    },
  };
});
