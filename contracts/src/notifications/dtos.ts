import { z } from 'zod';
import { AreaNotifiedSchema } from './events.js';

/** What a resident's client is told: the event's data without its author (no user id ever). */
export const NotificationDtoSchema = AreaNotifiedSchema.shape.data.omit({ authorId: true });
export type NotificationDto = z.infer<typeof NotificationDtoSchema>;

/** The `/ws` message that carries a notification to the sockets in its area. */
export const NotificationMessageSchema = z.object({
  type: z.literal('notification'),
  notification: NotificationDtoSchema,
});
export type NotificationMessage = z.infer<typeof NotificationMessageSchema>;
