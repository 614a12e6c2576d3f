import { type NotificationDto, NotificationMessageSchema } from '@mohalla/contracts';
import type { ToastInput } from '../../components/ui/toast/toastContext';

/** The toast an area notification shows: what kind of post, and its title. */
export function toastFor(notification: NotificationDto): ToastInput {
  return { title: 'New alert in your area', description: notification.title };
}

/** A `/ws` frame that is a notification, or null for any other message (or a malformed one). */
export function notificationIn(frame: unknown): NotificationDto | null {
  const parsed = NotificationMessageSchema.safeParse(frame);
  return parsed.success ? parsed.data.notification : null;
}
