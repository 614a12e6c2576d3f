import type { NotificationDto } from '@mohalla/contracts';
import { useEffect } from 'react';
import { useToast } from '../../../components/ui/toast/useToast';
import { toastFor } from '../notificationToast';

/**
 * Where notifications come from: a function that starts telling `listener`
 * about each one and answers how to stop (the page's chat socket).
 */
export type NotificationSource = (listener: (notification: NotificationDto) => void) => () => void;

/**
 * Shows each notification pushed to this page as a toast, once: a socket
 * that reconnects, or two nodes that both push, do not show it twice.
 *
 * Not fed yet: the page's one socket belongs to the chat feature
 * (`ChannelConnection`), which handles its own message types and exposes no
 * way to listen to others. The server already pushes `notification` frames
 * to it; what is missing is a `NotificationSource` from the chat side (its
 * connection handing each `notification` frame, read with `notificationIn`,
 * to listeners) and the area page calling this hook with it.
 */
export function useNotificationToasts(source: NotificationSource | null): void {
  const { toast } = useToast();
  useEffect(() => {
    if (!source) return;
    const shown = new Set<string>();
    return source((notification) => {
      if (shown.has(notification.notificationId)) return;
      shown.add(notification.notificationId);
      toast(toastFor(notification));
    });
  }, [source, toast]);
}
