import { type AuditSubject, auditStream, parseDomainEvent } from '@mohalla/contracts';
import { type CommandContext, metadataFor } from '@mohalla/domain';
import type { EventStore } from '@mohalla/infra';

/**
 * Records that a moderator looked, before the answer leaves: if the record
 * cannot be written, nothing is revealed. Each look is its own event (the
 * viewer's stream only grows), so it appends without reading the stream.
 */
export async function recordAuditView(
  eventStore: EventStore,
  viewerId: string,
  subject: AuditSubject,
  revealedUserIds: readonly string[],
  context: CommandContext,
): Promise<number> {
  const stream = auditStream(viewerId);
  const event = parseDomainEvent({
    type: 'AuditViewed',
    data: { viewerId, subject, revealedUserIds, at: context.now.toISOString() },
  });
  const result = await eventStore.append(
    stream,
    [
      {
        eventId: context.ids.eventId(stream, 0),
        type: event.type,
        data: event.data,
        metadata: metadataFor(context),
      },
    ],
    { expectedRevision: 'any' },
  );
  return result.position;
}
