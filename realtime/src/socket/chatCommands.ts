import type { ChatCommandMessage, ServerMessageOf } from '@mohalla/contracts';
import { DomainError } from '@mohalla/contracts';

import type { ChatService, MessageCommand } from '../chat/chatService.js';
import { chatCommandContext, digestOf } from '../chat/commandContext.js';
import { SocketError } from './errorMessage.js';
import { type SocketData, sendTo } from './socketData.js';

export interface CommandDeps {
  service: ChatService;
  clock: () => Date;
}

/**
 * send_message, edit_message, delete_message, mark_helpful and
 * report_message: signed in (the session is checked again each time), in
 * the channel, and then whatever the deciders say. Resolves once the
 * command is under way (a send: its append handed to the store, in the order
 * the socket sent; any other command: done), with `answer`, which resolves to
 * what sends the sender its `ack`; everyone in the channel, the sender's
 * other tabs included, sees the change from the log.
 */
export async function startChatCommand(
  deps: CommandDeps,
  data: SocketData,
  message: ChatCommandMessage,
): Promise<{ answer: Promise<() => void> }> {
  const userId = data.token ? await deps.service.sessionUser(data.token) : null;
  if (!userId) {
    data.token = null;
    throw new DomainError('AUTH.REQUIRED', 'Please log in to send messages in the live chat.');
  }
  const seat = data.seat;
  if (!seat) throw new SocketError('not_joined', 'Join a channel first.');
  if (!seat.alias) throw new DomainError('AUTH.REQUIRED', 'Join the channel again after logging in.');
  // A retry with the same requestId meets the first attempt only with the same message, in the same
  // channel (without a requestId there is nothing to meet: the digest, 4% of a burst's CPU, is skipped).
  const scope = message.requestId === undefined ? [] : ['ws', seat.channelId, digestOf(message)];
  const context = chatCommandContext(userId, deps.clock(), scope, message.requestId);
  const ack =
    (outcome: { messageId: string; revision: number | null }, warning: string[] | null = null) =>
    () =>
      sendTo(data, {
        type: 'ack',
        requestId: message.requestId ?? null,
        action: message.type,
        messageId: outcome.messageId,
        revision: outcome.revision,
        warning: warning ? { title: 'Content Warning', messages: warning } : null,
      } satisfies ServerMessageOf<'ack'>);

  if (message.type === 'send_message') {
    if (message.channelId !== seat.channelId) {
      throw new SocketError('not_joined', `Join channel ${message.channelId} before sending to it.`);
    }
    if (message.areaId !== undefined && message.areaId !== seat.areaId) {
      throw new DomainError('REQUEST.INVALID', "areaId is not this channel's area", [
        { field: 'areaId', message: "is not this channel's area" },
      ]);
    }
    const { sent } = await deps.service.send(
      userId,
      { channelId: seat.channelId, areaId: seat.areaId, alias: seat.alias },
      { content: message.content, attachments: message.attachments },
      context,
    );
    return { answer: sent.then((outcome) => ack(outcome, outcome.warning)) };
  }
  const command = messageCommand(message, userId, context.ids.newId('report'));
  const outcome = await deps.service.change(userId, seat.channelId, command, context);
  return { answer: Promise.resolve(ack(outcome)) };
}

function messageCommand(
  message: Exclude<ChatCommandMessage, { type: 'send_message' }>,
  userId: string,
  reportId: string,
): MessageCommand {
  const { messageId } = message;
  switch (message.type) {
    case 'edit_message':
      return { type: 'EditMessage', data: { messageId, editorId: userId, content: message.content } };
    case 'delete_message':
      return { type: 'DeleteMessage', data: { messageId, userId } };
    case 'mark_helpful':
      return { type: 'MarkHelpful', data: { messageId, userId } };
    case 'report_message':
      return {
        type: 'ReportMessage',
        data: { reportId, messageId, reporterId: userId, reason: message.reason },
      };
  }
}
