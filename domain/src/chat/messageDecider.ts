import {
  CHAT_CONTENT_MAX,
  type ChatEvent,
  DomainError,
  type DomainEvent,
  type EventData,
} from '@mohalla/contracts';
import { gateChatText } from '../posts/contentGate.js';

/**
 * One chat message as the rules see it, folded from its channel's stream.
 * A command touches one message, so the fold keeps that message only (and
 * counts the stream's revision, which a report pins): folding a long
 * channel costs one small step per event.
 */
export type MessageState =
  | { status: 'absent' }
  | {
      status: 'live' | 'deleted';
      /** Hidden by a moderator: out of every public view, and out of reach of commands, until restored. */
      hidden: boolean;
      authorId: string;
      content: string;
      helpfulBy: ReadonlySet<string>;
      reporters: ReadonlySet<string>;
    };

export interface ChannelMessageState {
  messageId: string;
  /** Revision of the channel stream's last event, -1 while it is empty. */
  revision: number;
  message: MessageState;
}

/** What a sender gives (sendChatMessage picks the message id). */
export type SendMessageInput = Omit<EventData<'MessageSent'>, 'messageId'>;

export type ChatCommand =
  | { type: 'SendMessage'; data: EventData<'MessageSent'> }
  | { type: 'EditMessage'; data: { messageId: string; editorId: string; content: string } }
  | { type: 'DeleteMessage'; data: { messageId: string; userId: string } }
  | { type: 'MarkHelpful'; data: { messageId: string; userId: string } }
  | {
      type: 'ReportMessage';
      data: { reportId: string; messageId: string; reporterId: string; reason: string };
    };

export const initialMessageState = (messageId: string): ChannelMessageState => ({
  messageId,
  revision: -1,
  message: { status: 'absent' },
});

/**
 * Every chat rule, decided on the server whatever a client sends:
 * - send: the shared moderation rules run on the text; what they block is
 *   refused (the spec's 'Message Blocked'); what they only warn about is sent
 *   (the caller tells the sender). A message id already used appends nothing.
 * - edit and delete: the author only (403 for anyone else); not once deleted.
 *   An edit is moderated like a send; one that changes nothing appends nothing.
 * - mark helpful: once per person; again is a no-op (like a post's upvote).
 * - report: once per person and message; again is a no-op.
 * A deleted message, or one a moderator hid, is gone for every command (404).
 */
export function decideMessage(command: ChatCommand, state: ChannelMessageState): ChatEvent[] {
  const { message } = state;
  if (command.type === 'SendMessage') return decideSend(command, state).events;
  if (message.status !== 'live' || message.hidden) {
    throw new DomainError('CHAT.MESSAGE_NOT_FOUND', `Message ${command.data.messageId} was not found.`);
  }
  switch (command.type) {
    case 'EditMessage': {
      requireAuthor(message.authorId, command.data.editorId, 'edit');
      requireAllowedText(command.data.content);
      return command.data.content === message.content ? [] : [{ type: 'MessageEdited', data: command.data }];
    }
    case 'DeleteMessage': {
      requireAuthor(message.authorId, command.data.userId, 'delete');
      return [
        {
          type: 'MessageDeleted',
          data: { messageId: command.data.messageId, deletedBy: command.data.userId },
        },
      ];
    }
    case 'MarkHelpful': {
      if (message.helpfulBy.has(command.data.userId)) return [];
      const helpfulCount = message.helpfulBy.size + 1;
      return [{ type: 'MessageMarkedHelpful', data: { ...command.data, helpfulCount } }];
    }
    case 'ReportMessage': {
      if (message.reporters.has(command.data.reporterId)) return [];
      return [{ type: 'MessageReported', data: { ...command.data, reportedRevision: state.revision } }];
    }
  }
}

/**
 * A send, decided as `decideMessage` decides it, with the lines to warn its
 * author with (null when the rules have nothing to say): the content gate
 * runs once per send, for both the refusal and the warning.
 */
export function decideSend(
  command: Extract<ChatCommand, { type: 'SendMessage' }>,
  state: ChannelMessageState,
): { events: ChatEvent[]; warning: string[] | null } {
  const warning = requireAllowedText(command.data.content);
  const events: ChatEvent[] =
    state.message.status === 'absent' ? [{ type: 'MessageSent', data: command.data }] : [];
  return { events, warning };
}

/**
 * `revision` is the event's place in the channel stream. Folding the whole
 * stream, it is the next count; a read of the log passes the stored one,
 * since reads leave out expired messages and expiry markers, whose
 * revisions stay taken.
 */
export function evolveMessage(
  state: ChannelMessageState,
  event: DomainEvent,
  revision = state.revision + 1,
): ChannelMessageState {
  const next = { ...state, revision };
  if (!isAbout(event, state.messageId)) return next;
  const { message } = state;
  if (event.type === 'MessageSent') {
    const { authorId, content } = event.data;
    return {
      ...next,
      message: {
        status: 'live',
        hidden: false,
        authorId,
        content,
        helpfulBy: new Set(),
        reporters: new Set(),
      },
    };
  }
  if (message.status === 'absent') return next;
  switch (event.type) {
    case 'MessageEdited':
      return { ...next, message: { ...message, content: event.data.content } };
    case 'MessageDeleted':
      return { ...next, message: { ...message, status: 'deleted' } };
    case 'MessageHidden':
    case 'MessageRestored':
      return { ...next, message: { ...message, hidden: event.type === 'MessageHidden' } };
    case 'MessageMarkedHelpful':
      return {
        ...next,
        message: { ...message, helpfulBy: new Set([...message.helpfulBy, event.data.userId]) },
      };
    case 'MessageReported':
      return {
        ...next,
        message: { ...message, reporters: new Set([...message.reporters, event.data.reporterId]) },
      };
    default:
      return next;
  }
}

function isAbout(event: DomainEvent, messageId: string): boolean {
  const data = event.data as { messageId?: unknown };
  return data.messageId === messageId;
}

function requireAuthor(authorId: string, userId: string, action: 'edit' | 'delete'): void {
  if (authorId !== userId) {
    throw new DomainError('CHAT.NOT_AUTHOR', `Only its author can ${action} this message.`);
  }
}

/** Refuses what breaks the rules (length, then the content gate); answers the lines to warn with, or null. */
function requireAllowedText(content: string): string[] | null {
  if (content.trim() !== content || content.length === 0 || content.length > CHAT_CONTENT_MAX) {
    throw new DomainError('REQUEST.INVALID', `content must be 1 to ${CHAT_CONTENT_MAX} characters, trimmed`, [
      { field: 'content', message: `must be 1 to ${CHAT_CONTENT_MAX} characters` },
    ]);
  }
  return gateChatText(content);
}
