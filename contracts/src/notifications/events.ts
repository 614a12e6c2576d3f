import { z } from 'zod';
import { eventSchema } from '../shared/envelope.js';

/** An area's notifications live in `notifications-<areaId>`; the realtime nodes push each to the area's sockets. */
export const NOTIFICATION_STREAM_PREFIX = 'notifications-';
export const notificationStream = (areaId: string) => `${NOTIFICATION_STREAM_PREFIX}${areaId}`;

export const NOTIFICATION_KINDS = ['alert'] as const;

/**
 * Residents of an area were notified of something (an Alert post).
 * `authorId` (whose post it is; absent on events written before it was
 * recorded) is private, like every user id in the log: the realtime nodes
 * use it only to spare the author their own toast, and the message clients
 * get (`NotificationDto`) leaves it out.
 */
export const AreaNotifiedSchema = eventSchema('AreaNotified', {
  notificationId: z.uuid(),
  areaId: z.uuid(),
  postId: z.uuid(),
  title: z.string(),
  kind: z.enum(NOTIFICATION_KINDS),
  authorId: z.uuid().optional(),
});
export type AreaNotified = z.infer<typeof AreaNotifiedSchema>;

export const NotificationEventSchema = z.discriminatedUnion('type', [AreaNotifiedSchema]);
export type NotificationEvent = z.infer<typeof NotificationEventSchema>;
