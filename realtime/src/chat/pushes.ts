import {
  type ChannelPush,
  type ChatMessageDto,
  parseDomainEvent,
  type RecordedEvent,
} from '@mohalla/contracts';

/**
 * What clients see of one event of a channel stream, or null for what they
 * never see (reports, moderators' decisions other than hiding, anything
 * else). The author appears as their alias only: ids stay in the log.
 * A message a moderator restores comes back in history, not live.
 */
export function pushFor(recorded: RecordedEvent): ChannelPush | null {
  const event = parseDomainEvent(recorded);
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

interface SentData {
  messageId: string;
  channelId: string;
  areaId: string;
  authorAlias: string;
  content: string;
  attachments: string[];
}

/** A freshly sent message as the public sees it. */
export function messageDto(recorded: RecordedEvent, data: SentData): ChatMessageDto {
  return {
    id: data.messageId,
    channelId: data.channelId,
    areaId: data.areaId,
    content: data.content,
    alias: data.authorAlias,
    createdAt: recorded.metadata.at,
    editedAt: null,
    helpfulCount: 0,
    attachments: data.attachments,
    revision: recorded.revision,
  };
}
