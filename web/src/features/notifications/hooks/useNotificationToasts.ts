import type { NotificationDto } from '@mohalla/contracts';
import { useEffect } from 'react';
import { useToast } from '../../../components/ui/toast/useToast';
import { toastFor } from '../notificationToast';

/**
 * Where notifications come from: a function that starts telling `listener`
 * about each one and answers how to stop (the area page's socket).
 */
export type NotificationSource = (listener: (notification: NotificationDto) => void) => () => void;

/**
 * Shows each notification pushed to this page as a toast, once: a socket
 * that reconnects, or two nodes that both push, do not show it twice. The
 * area page feeds it from its socket (`useChatChannel`'s `notifications`).
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
