import type { EventStore, JobQueue, Logger, ReadStore } from '@mohalla/infra';
import { type RunningReactor, startAlertNotifier } from './alertNotifier.js';
import { type NotificationJobs, notifyAlertHandler } from './notifyAlertJob.js';

export interface NotificationsOptions {
  eventStore: EventStore;
  readStore: ReadStore;
  /** Its owner closes it, after `stop`. */
  queue: JobQueue<NotificationJobs>;
  logger: Logger;
}

/**
 * Alert notifications in one process: the reactor that enqueues a job per
 * Alert post, and a worker that runs them. With BullMQ, workers in other
 * processes may take the jobs too; the reactor must run once per log.
 */
export function startNotifications(options: NotificationsOptions): RunningReactor {
  const { eventStore, queue } = options;
  const worker = queue.work({ notifyAlert: notifyAlertHandler(eventStore) }, { concurrency: 4 });
  const reactor = startAlertNotifier(options);
  return {
    caughtUp: reactor.caughtUp,
    async stop() {
      await reactor.stop();
      await worker.close();
    },
  };
}
