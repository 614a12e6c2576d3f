import { z } from 'zod';

/**
 * The job that notifies an area of an Alert post, enqueued once per
 * `PostPublished` event: its id is `notifyAlertJobId(eventId)`, so a replayed
 * event does not notify twice. It crosses processes through Redis in the
 * scaled edition, hence a schema here.
 */
export const NotifyAlertJobSchema = z.object({
  /** The `PostPublished` event this job answers. */
  eventId: z.uuid(),
  correlationId: z.string().min(1),
  postId: z.uuid(),
  areaId: z.uuid(),
  title: z.string(),
  /** The post's author (private), kept on the notification so they get no toast of their own; absent on older jobs. */
  authorId: z.uuid().optional(),
});
export type NotifyAlertJob = z.infer<typeof NotifyAlertJobSchema>;

export const notifyAlertJobId = (eventId: string) => `notify-alert-${eventId}`;
