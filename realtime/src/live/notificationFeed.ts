import { AreaNotifiedSchema, NOTIFICATION_STREAM_PREFIX, type NotificationMessage } from '@mohalla/contracts';
import type { Logger } from '@mohalla/infra';
import type { LogHandler } from './logFollower.js';

/**
 * Area notifications (an Alert post, say) pushed live: the node's log
 * follower hands this each event of the `notifications-` streams, from the
 * head when the node starts, and it goes to the node's sockets in that area
 * except the author's own (nobody needs a toast about their own alert). The
 * author's id stays in the log: the message sent holds the DTO only. Nothing
 * is replayed to a socket that joins later: a notification is news of the moment.
 */
export function notificationFeed(deps: {
  logger: Logger;
  sendToArea: (areaId: string, message: NotificationMessage, exceptUserId: string | null) => void;
}): LogHandler {
  const { logger, sendToArea } = deps;
  return {
    streamPrefix: NOTIFICATION_STREAM_PREFIX,
    handle(event) {
      const parsed = AreaNotifiedSchema.safeParse({ type: event.type, data: event.data });
      if (!parsed.success) {
        logger.error('a notification event could not be read; not pushed', { eventId: event.eventId });
        return;
      }
      const { authorId, ...notification } = parsed.data.data;
      sendToArea(notification.areaId, { type: 'notification', notification }, authorId ?? null);
    },
  };
}
