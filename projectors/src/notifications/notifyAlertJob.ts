import {
  AreaNotifiedSchema,
  type NotifyAlertJob,
  NotifyAlertJobSchema,
  notificationStream,
} from '@mohalla/contracts';
import type { EventStore, JobHandler } from '@mohalla/infra';
import { uuidFromJobId } from './notificationIds.js';
import { isPostHidden } from './postHidden.js';

/** The notifications queue: its name and its jobs, by name. */
export const NOTIFICATIONS_QUEUE = 'notifications';
export const notificationJobs = { notifyAlert: NotifyAlertJobSchema };
export type NotificationJobs = typeof notificationJobs;

/**
 * Records that an area was notified of an Alert post, as an `AreaNotified`
 * event in `notifications-<areaId>` (the realtime nodes push it to the
 * area's sockets). Its id derives from the job id, so a job retried after
 * it appended, or enqueued again once the queue forgot it, appends nothing.
 * A post moderators hid before the job ran is announced to no one.
 */
export function notifyAlertHandler(
  eventStore: EventStore,
  now: () => Date = () => new Date(),
): JobHandler<NotifyAlertJob> {
  return async (job) => {
    const { eventId, correlationId, postId, areaId, title, authorId } = job.payload;
    if (await isPostHidden(eventStore, postId)) return;
    const notificationId = uuidFromJobId('notification', job.id);
    const event = AreaNotifiedSchema.parse({
      type: 'AreaNotified',
      data: { notificationId, areaId, postId, title, kind: 'alert', ...(authorId ? { authorId } : {}) },
    });
    await eventStore.append(
      notificationStream(areaId),
      [
        {
          eventId: notificationId,
          type: event.type,
          data: event.data,
          metadata: { actorId: 'system', correlationId, causationId: eventId, at: now().toISOString() },
        },
      ],
      { expectedRevision: 'any' },
    );
  };
}
