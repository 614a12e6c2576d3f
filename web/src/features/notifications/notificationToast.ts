import type { NotificationDto } from '@mohalla/contracts';
import type { ToastInput } from '../../components/ui/toast/toastContext';

/** The toast an area notification shows: what kind of post, and its title. */
export function toastFor(notification: NotificationDto): ToastInput {
  return { title: 'New alert in your area', description: notification.title };
}
