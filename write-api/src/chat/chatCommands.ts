import { channelStream, moderateChatMessage, parseDomainEvent } from '@mohalla/contracts';
import type { EventStore } from '@mohalla/infra';
import { type CommandContext, metadataFor } from '../commands/commandContext.js';
import { handleCommand } from '../commands/handleCommand.js';
import { type ChatCommand, decideMessage, evolveMessage, initialMessageState } from './messageDecider.js';

export interface ChatWriteOutcome {
  messageId: string;
  /** Channel stream revision of what this command appended; null when it appended nothing. */
  revision: number | null;
  /** Log position the change is at (or the stream's last, when nothing was appended). */
  position: number;
  /** The message's text after the command (null once deleted or never sent). */
  content: string | null;
}

export interface SendOutcome extends ChatWriteOutcome {
  /** The shared rules' lines when they warn: the message was sent, and its author is told. */
  warning: string[] | null;
}

export interface SendMessageInput {
  channelId: string;
  areaId: string;
  authorId: string;
  authorAlias: string;
  content: string;
  attachments: string[];
}

/**
 * Sends a message. A send depends on no earlier event of the channel, so it
 * appends without reading the stream (expected revision `any`): sends stay
 * cheap in a busy channel and never conflict. Its ids come from the
 * context, so a retry with the same idempotency key re-appends the same
 * event id, which the store ignores and answers as the first time.
 */
export async function sendChatMessage(
  eventStore: EventStore,
  input: SendMessageInput,
  context: CommandContext,
): Promise<SendOutcome> {
  const messageId = context.ids.newId('message');
  const stream = channelStream(input.channelId);
  const [event] = decideMessage(
    { type: 'SendMessage', data: { messageId, ...input } },
    initialMessageState(messageId),
  );
  const valid = parseDomainEvent(event!);
  const result = await eventStore.append(
    stream,
    [
      {
        eventId: context.ids.eventId(stream, 0),
        type: valid.type,
        data: valid.data,
        metadata: metadataFor(context),
      },
    ],
    { expectedRevision: 'any' },
  );
  const decision = moderateChatMessage(input.content);
  return {
    messageId,
    revision: result.nextExpectedRevision,
    position: result.position,
    content: input.content,
    warning: decision.verdict === 'warn' ? decision.messages : null,
  };
}

/**
 * Edits, deletes, marks helpful or reports one message of a channel: its
 * fold, the decision, an append at the expected revision, retried on fresh
 * state when someone else wrote to the channel meanwhile (handleCommand).
 */
export async function runMessageCommand(
  eventStore: EventStore,
  channelId: string,
  command: Exclude<ChatCommand, { type: 'SendMessage' }>,
  context: CommandContext,
): Promise<ChatWriteOutcome> {
  const { messageId } = command.data;
  const before = { revision: -1 };
  const outcome = await handleCommand(
    eventStore,
    channelStream(channelId),
    {
      initialState: initialMessageState(messageId),
      evolve: evolveMessage,
      decide: (state) => {
        before.revision = state.revision;
        return decideMessage(command, state);
      },
    },
    context,
  );
  const { message } = outcome.state;
  const appended = !outcome.replayed && outcome.revision !== before.revision;
  return {
    messageId,
    revision: appended ? outcome.revision : null,
    position: outcome.position,
    content: message.status === 'live' ? message.content : null,
  };
}
