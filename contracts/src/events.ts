import { z } from 'zod';
import { ChatEventSchema } from './chat/events.js';
import { SessionEventSchema, UserEventSchema } from './identity/events.js';
import { ModerationEventSchema } from './moderation/events.js';
import { NotificationEventSchema } from './notifications/events.js';
import { AreaEventSchema, CityEventSchema } from './places/events.js';
import { PostEventSchema } from './posts/events.js';
import { UniqueKeyClaimedSchema } from './shared/uniqueKeys.js';
import { DemoSeededSchema } from './system/events.js';

/** Every event type the log may hold, as one discriminated union on `type`. */
export const DomainEventSchema = z.discriminatedUnion('type', [
  ...CityEventSchema.options,
  ...AreaEventSchema.options,
  ...UserEventSchema.options,
  ...SessionEventSchema.options,
  ...PostEventSchema.options,
  ...ModerationEventSchema.options,
  ...ChatEventSchema.options,
  ...NotificationEventSchema.options,
  UniqueKeyClaimedSchema,
  DemoSeededSchema,
]);
export type DomainEvent = z.infer<typeof DomainEventSchema>;
export type DomainEventType = DomainEvent['type'];
/** The `data` of one event type (a command whose event records its input as is takes this as its data). */
export type EventData<T extends DomainEventType> = Extract<DomainEvent, { type: T }>['data'];

/** Parses `{type, data}` of an event; throws a ZodError naming what is wrong. */
export function parseDomainEvent(event: { type: string; data: unknown }): DomainEvent {
  return DomainEventSchema.parse({ type: event.type, data: event.data });
}
