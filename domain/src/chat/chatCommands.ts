import {
  type ChatWriteResult,
  channelStream,
  DomainError,
  parseDomainEvent,
  type RecordedEvent,
} from '@mohalla/contracts';
import { type CommandContext, metadataFor } from '../commands/commandContext.js';
import type { Appended, CommandStore, NewEvent } from '../commands/commandStore.js';
import {
  type ChannelMessageState,
  type ChatCommand,
  decideMessage,
  decideSend,
  evolveMessage,
  initialMessageState,
  type SendMessageInput,
} from './messageDecider.js';

/**
 * What a chat command answers (the contract's ChatWriteResult, less
 * `success`: the message id, its text after the command, the revision it
 * appended or null, the log position), with what it appended.
 */
export interface ChatWriteOutcome extends Omit<ChatWriteResult, 'success'> {
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

/**
 * Sends a message. A send depends on no earlier event of the channel, so it
 * appends without reading the stream (expected revision `any`): sends stay
 * cheap in a busy channel and never conflict. Its ids come from the
 * context, so a retry with the same idempotency key re-appends the same
 * event id, which the store ignores and answers as the first time.
 */
export async function sendChatMessage(
  store: CommandStore,
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
  const result = await store.log.append(stream, [newEvent], { expectedRevision: 'any' });
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
function recordedAs(streamName: string, event: NewEvent, result: Appended): RecordedEvent {
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

/** Attempts at a message command while other writers keep changing the channel. */
const MAX_ATTEMPTS = 5;

/**
 * Edits, deletes, marks helpful or reports one message of a channel: the
 * channel folded for that message, the decision, an append at the expected
 * revision, tried again on fresh state when someone else wrote to the
 * channel meanwhile. A command whose event id is already in the stream was
 * applied by an earlier attempt and appends nothing.
 *
 * It folds the stream itself rather than through handleCommand: the command
 * path caches one fold per stream and evolve function, while this fold
 * depends on the message too (its initial state), so a cached fold would be
 * another message's.
 */
export async function runMessageCommand(
  store: CommandStore,
  channelId: string,
  command: Exclude<ChatCommand, { type: 'SendMessage' }>,
  context: CommandContext,
): Promise<ChatWriteOutcome> {
  const { messageId } = command.data;
  const stream = channelStream(channelId);
  const eventId = context.ids.eventId(stream, 0);
  const contentOf = (state: ChannelMessageState) =>
    state.message.status === 'live' ? state.message.content : null;
  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
    let state = initialMessageState(messageId);
    let replayed = false;
    const recorded = await store.log.readStream(stream);
    for (const event of recorded) {
      state = evolveMessage(state, parseDomainEvent(event), event.revision);
      if (event.eventId === eventId) replayed = true;
    }
    const unchanged = {
      messageId,
      revision: null,
      position: recorded.at(-1)?.position ?? 0,
      content: contentOf(state),
      appended: null,
    };
    if (replayed) return unchanged;
    const [decided] = decideMessage(command, state);
    if (!decided) return unchanged;
    const valid = parseDomainEvent(decided);
    const newEvent: NewEvent = {
      eventId,
      type: valid.type,
      data: valid.data,
      metadata: metadataFor(context),
    };
    try {
      const result = await store.log.append(stream, [newEvent], {
        expectedRevision: state.revision === -1 ? 'no_stream' : state.revision,
      });
      return {
        messageId,
        revision: result.nextExpectedRevision,
        position: result.position,
        content: contentOf(evolveMessage(state, valid)),
        appended: recordedAs(stream, newEvent, result),
      };
    } catch (error) {
      if (store.conflictRevision(error) === undefined) throw error;
    }
  }
  throw new DomainError('CONCURRENCY.CONFLICT', `Too many concurrent changes to ${stream}; try again.`);
}
