import { z } from 'zod';

/**
 * Metadata carried by every event. `actorId` is the user (or `system`) whose
 * command produced the event; correlation and causation ids tie a chain of
 * events back to the request that started it; `at` is the server's clock.
 */
export const EventMetadataSchema = z.object({
  actorId: z.string().min(1),
  correlationId: z.string().min(1),
  causationId: z.string().min(1),
  at: z.iso.datetime(),
});
export type EventMetadata = z.infer<typeof EventMetadataSchema>;

/**
 * One event type's schema: its `type` literal and the shape of its `data`,
 * the envelope every event in the log has (DomainEventSchema unions them).
 */
export const eventSchema = <T extends string, D extends z.ZodRawShape>(type: T, data: D) =>
  z.object({ type: z.literal(type), data: z.object(data) });

/**
 * An event as the log hands it back. `revision` counts from 0 within its
 * stream; `position` is the event's place in the whole log (strictly
 * increasing, not necessarily dense) and is what read-your-writes waits on.
 */
export const RecordedEventSchema = z.object({
  eventId: z.uuid(),
  type: z.string().min(1),
  data: z.unknown(),
  metadata: EventMetadataSchema,
  streamName: z.string().min(1),
  revision: z.number().int().nonnegative(),
  position: z.number().int().nonnegative(),
});
export type RecordedEvent<Type extends string = string, Data = unknown> = Omit<
  z.infer<typeof RecordedEventSchema>,
  'type' | 'data'
> & { type: Type; data: Data };

/** Every successful write answers with the log position of its last event. */
export const WriteReceiptSchema = z.object({ position: z.number().int().nonnegative() });
export type WriteReceipt = z.infer<typeof WriteReceiptSchema>;

/** Stream names are `<category>-<id>`; the category is everything before the first dash. */
export function streamCategory(streamName: string): string {
  const dash = streamName.indexOf('-');
  return dash === -1 ? streamName : streamName.slice(0, dash);
}
