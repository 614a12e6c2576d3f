import { type ChatEvent, channelStream, parseDomainEvent, type RecordedEvent } from '@mohalla/contracts';
import type { AppendResult, EventStore, NewEvent } from '@mohalla/infra';
import { type CommandContext, metadataFor } from '../commands/commandContext.js';
import { handleCommand } from '../commands/handleCommand.js';
import {
  type ChatCommand,
  decideMessage,
  decideSend,
  evolveMessage,
  initialMessageState,
} from './messageDecider.js';

export interface ChatWriteOutcome {
  messageId: string;
  /** Channel stream revision of what this command appended; null when it appended nothing. */
  revision: number | null;
  /** Log position the change is at (or the stream's last, when nothing was appended). */
  position: number;
  /** The message's text after the command (null once deleted or never sent). */
  content: string | null;
  /**
   * The event the command appended, as the log holds it, so the node that ran
   * it can push it at once instead of waiting to read it back; null when it
   * appended nothing. A retried send (same ids) answers the event again, with
   * the retry's metadata: whoever pushes it must skip a revision already pushed.
   */
  appended: RecordedEvent | null;
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
  const { events, warning } = decideSend(
    { type: 'SendMessage', data: { messageId, ...input } },
    initialMessageState(messageId),
  );
  const valid = parseDomainEvent(events[0]!);
  const newEvent: NewEvent = {
    eventId: context.ids.eventId(stream, 0),
    type: valid.type,
    data: valid.data,
    metadata: metadataFor(context),
  };
  const result = await eventStore.append(stream, [newEvent], { expectedRevision: 'any' });
  return {
    messageId,
    revision: result.nextExpectedRevision,
    position: result.position,
    content: input.content,
    warning,
    appended: recordedAs(stream, newEvent, result),
  };
}

/** A one-event append as a reader of the log would get it back. */
function recordedAs(streamName: string, event: NewEvent, result: AppendResult): RecordedEvent {
  return {
    eventId: event.eventId,
    type: event.type,
    data: event.data,
    metadata: event.metadata,
    streamName,
    revision: result.nextExpectedRevision,
    position: result.position,
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
  const stream = channelStream(channelId);
  // What the last decision (the one appended, when handleCommand retried) was taken on and gave.
  const last: { revision: number; events: ChatEvent[] } = { revision: -1, events: [] };
  const outcome = await handleCommand(
    eventStore,
    stream,
    {
      initialState: initialMessageState(messageId),
      evolve: evolveMessage,
      decide: (state) => {
        last.revision = state.revision;
        last.events = decideMessage(command, state);
        return last.events;
      },
    },
    context,
  );
  const { message } = outcome.state;
  const appended = !outcome.replayed && outcome.revision !== last.revision;
  // A message command appends at most one event: it is at the outcome's revision and position.
  const event = appended && last.events.length === 1 ? parseDomainEvent(last.events[0]!) : null;
  return {
    messageId,
    revision: appended ? outcome.revision : null,
    position: outcome.position,
    content: message.status === 'live' ? message.content : null,
    appended: event
      ? recordedAs(
          stream,
          {
            eventId: context.ids.eventId(stream, 0),
            type: event.type,
            data: event.data,
            metadata: metadataFor(context),
          },
          { nextExpectedRevision: outcome.revision, position: outcome.position },
        )
      : null,
  };
}
