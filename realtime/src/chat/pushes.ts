import { type ChannelPush, type DomainEvent, parseDomainEvent, type RecordedEvent } from '@mohalla/contracts';
import type { EventStore } from '@mohalla/infra';
import { messageDto, readMessage } from './history.js';

/**
 * What clients see of one event of a channel stream, or null for what they
 * never see (reports, moderators' decisions on reports, anything else). The
 * author appears as their alias only: ids stay in the log. A message a
 * moderator restores comes back as a `new_message` carrying the message as
 * it stood at the restore (read back from the stream, folded as history
 * folds it), at the restore's revision.
 */
export async function pushFor(eventStore: EventStore, recorded: RecordedEvent): Promise<ChannelPush | null> {
  const event = parseDomainEvent(recorded);
  if (event.type !== 'MessageRestored') return pushOf(recorded, event);
  const { channelId, messageId } = event.data;
  const message = await readMessage(eventStore, channelId, messageId, recorded.revision);
  return message && { type: 'new_message', message, revision: recorded.revision };
}

/**
 * `pushFor` without reading the store: the push, null for what clients
 * never see, or undefined for a restore (its message must be read back).
 */
export function pushNow(recorded: RecordedEvent): ChannelPush | null | undefined {
  const event = parseDomainEvent(recorded);
  return event.type === 'MessageRestored' ? undefined : pushOf(recorded, event);
}

function pushOf(
  recorded: RecordedEvent,
  event: Exclude<DomainEvent, { type: 'MessageRestored' }>,
): ChannelPush | null {
  const { revision } = recorded;
  switch (event.type) {
    case 'MessageSent':
      return { type: 'new_message', message: messageDto(recorded, event.data), revision };
    case 'MessageEdited':
      return {
        type: 'message_edited',
        messageId: event.data.messageId,
        content: event.data.content,
        editedAt: recorded.metadata.at,
        revision,
      };
    case 'MessageDeleted':
    case 'MessageHidden':
      return { type: 'message_deleted', messageId: event.data.messageId, revision };
    case 'MessageMarkedHelpful':
      return {
        type: 'message_helpful',
        messageId: event.data.messageId,
        helpfulCount: event.data.helpfulCount,
        revision,
      };
    default:
      return null;
  }
}
