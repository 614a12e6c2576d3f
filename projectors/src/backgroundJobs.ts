import {
  closeInOrder,
  type EventStore,
  type JobQueue,
  type JobSchemas,
  type Logger,
  type ReadStore,
  type SearchIndex,
} from '@mohalla/infra';
import { MODERATION_QUEUE, moderationJobs, startChatTextExpiry } from './moderation/index.js';
import { NOTIFICATIONS_QUEUE, notificationJobs, startNotifications } from './notifications/index.js';
import {
  createRegistryRebuilder,
  REBUILD_JOBS,
  REBUILD_QUEUE,
  type Rebuilder,
  type RegistryRebuilderOptions,
} from './rebuild/index.js';

export interface BackgroundJobsOptions {
  eventStore: EventStore;
  readStore: ReadStore;
  searchIndex: SearchIndex;
  logger: Logger;
  /** A queue by name: shared through Redis (BullMQ), or one in this process. */
  openQueue: <S extends JobSchemas>(name: string, jobs: S) => Promise<JobQueue<S>>;
  /** False where the projector's worker thread runs the alert notifications itself. */
  notifications: boolean;
  /** CHAT_RETENTION_DAYS: reported chat text goes when the chat does. */
  retentionDays: number | undefined;
  /** The live projector, held still while a rebuild swaps its collections in, and the rebuild settings. */
  rebuilds: Pick<RegistryRebuilderOptions, 'live' | 'leaseMs' | 'concurrency'>;
}

export interface BackgroundJobs {
  /** Admins' rebuilds, enqueued by the write API. */
  rebuilder: Rebuilder;
  stop(): Promise<void>;
}

/**
 * What the process that runs the projector also runs, each on its queue:
 * alert notifications (a reactor on the log and its worker), the hourly
 * expiry of reported chat text, and the rebuild worker.
 */
export async function startBackgroundJobs(options: BackgroundJobsOptions): Promise<BackgroundJobs> {
  const { eventStore, readStore, searchIndex, logger, openQueue } = options;
  const notificationQueue = options.notifications
    ? await openQueue(NOTIFICATIONS_QUEUE, notificationJobs)
    : undefined;
  const notifications =
    notificationQueue && startNotifications({ eventStore, readStore, queue: notificationQueue, logger });
  const moderationQueue = await openQueue(MODERATION_QUEUE, moderationJobs);
  const chatTextExpiry = startChatTextExpiry({
    eventStore,
    readStore,
    queue: moderationQueue,
    logger,
    retentionDays: options.retentionDays,
  });
  const { queue: rebuildQueue, rebuilder } = createRegistryRebuilder({
    eventStore,
    readStore,
    searchIndex,
    queue: await openQueue(REBUILD_QUEUE, REBUILD_JOBS),
    logger,
    ...options.rebuilds,
  });
  return {
    rebuilder,
    stop: () =>
      closeInOrder([
        notifications,
        notificationQueue,
        chatTextExpiry,
        moderationQueue,
        rebuilder,
        rebuildQueue,
      ]),
  };
}
