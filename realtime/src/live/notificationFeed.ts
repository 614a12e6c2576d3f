import {
  AreaNotifiedSchema,
  NOTIFICATION_STREAM_PREFIX,
  type NotificationMessage,
  type RecordedEvent,
} from '@mohalla/contracts';
import type { EventStore, Logger, Subscription } from '@mohalla/infra';

const RETRY_MS = 1_000;

function messageFor(event: RecordedEvent, logger: Logger): NotificationMessage | null {
  const parsed = AreaNotifiedSchema.safeParse({ type: event.type, data: event.data });
  if (parsed.success) return { type: 'notification', notification: parsed.data.data };
  logger.error('a notification event could not be read; not pushed', { eventId: event.eventId });
  return null;
}

/**
 * Area notifications (an Alert post, say) pushed live: like the chat feed,
 * each node follows the `notifications-` streams itself, from the head when
 * it starts, and publishes each to its own sockets in that area. Nothing is
 * replayed to a socket that joins later: a notification is news of the moment.
 */
export async function startNotificationFeed(deps: {
  eventStore: EventStore;
  logger: Logger;
  publish: (areaId: string, message: NotificationMessage) => void;
}): Promise<{ close(): Promise<void> }> {
  const { eventStore, logger, publish } = deps;
  let position = await eventStore.headPosition();
  let subscription: Subscription | null = null;
  let closed = false;

  const follow = async () => {
    while (!closed) {
      subscription = eventStore.subscribeToAll({
        after: position,
        streamPrefixes: [NOTIFICATION_STREAM_PREFIX],
      });
      try {
        for await (const item of subscription) {
          if (item.kind === 'checkpoint') {
            position = Math.max(position, item.position);
          } else if (item.event.position > position) {
            position = item.event.position;
            const message = messageFor(item.event, logger);
            if (message) publish(message.notification.areaId, message);
          }
        }
      } catch (error) {
        if (closed) return;
        logger.error('the notification feed lost the log; following it again', { error });
        await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
      }
    }
  };
  const following = follow();

  return {
    async close() {
      closed = true;
      await subscription?.close();
      await following;
    },
  };
}
