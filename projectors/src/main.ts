import {
  closeInOrder,
  JOB_QUEUE_SETTINGS_EXPECT,
  JobQueueSettingsSchema,
  type JobSchemas,
  loadConfig,
  openJobQueue,
  openSearchIndex,
  runConfiguredService,
  startRetentionPruner,
} from '@mohalla/infra';
import { projectorsConfig } from './config.js';
import { writeHealthFile } from './healthFile.js';
import { MODERATION_QUEUE, moderationJobs, startChatTextExpiry } from './moderation/index.js';
import { NOTIFICATIONS_QUEUE, notificationJobs, startNotifications } from './notifications/index.js';
import { createRegistryRebuilder, REBUILD_JOBS, REBUILD_QUEUE } from './rebuild/index.js';
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
  // Alert notifications: on BullMQ when REDIS_URL is set (JOB_QUEUE overrides), else in this process.
  const jobQueueSettings = loadConfig(
    'projectors',
    JobQueueSettingsSchema,
    JOB_QUEUE_SETTINGS_EXPECT,
    process.env,
  );
  const openQueue = <S extends JobSchemas>(name: string, jobs: S) =>
    openJobQueue(jobQueueSettings, { name, jobs, logger });
  const notificationQueue = await openQueue(NOTIFICATIONS_QUEUE, notificationJobs);
  const notifications = startNotifications({ eventStore, readStore, queue: notificationQueue, logger });
  // Reported chat text goes when the chat does (CHAT_RETENTION_DAYS): an hourly job on the same kind of queue.
  const moderationQueue = await openQueue(MODERATION_QUEUE, moderationJobs);
  const chatTextExpiry = startChatTextExpiry({
    eventStore,
    readStore,
    queue: moderationQueue,
    logger,
    retentionDays: config.CHAT_RETENTION_DAYS,
  });
  // The rebuild worker: jobs the write API enqueues for admins (a queue shared through Redis), with
  // the live projector in hand to hold it still during the swap.
  const { queue: rebuildQueue, rebuilder } = createRegistryRebuilder({
    eventStore,
    readStore,
    searchIndex,
    queue: await openQueue(REBUILD_QUEUE, REBUILD_JOBS),
    logger,
    live: projector,
    concurrency: 1,
  });
  await projector.caughtUp;
  return {
    banner: `projectors are running (${ALL_PROJECTIONS.map((p) => p.name).join(', ')}), caught up with the log.`,
    async stop() {
      stopping = true;
      await closeInOrder([
        healthFile,
        notifications,
        notificationQueue,
        chatTextExpiry,
        moderationQueue,
        rebuilder,
        rebuildQueue,
        projector,
        retentionPruner,
        searchIndex,
      ]);
    },
  };
});
