import { channelStream, type DomainEvent, postStream, userStream } from '@mohalla/contracts';
import {
  type CommandContext,
  decideMessageModeration,
  decidePostModeration,
  decideUserModeration,
  evolveChannelModeration,
  evolvePostModeration,
  evolveUser,
  handleCommand,
  initialChannelModerationState,
  initialPostModerationState,
  initialUserState,
  type MessageModerationCommand,
  messageModerationState,
  type PostModerationCommand,
  type PostModerationState,
  type StreamDecider,
  type UserModerationCommand,
  type UserState,
} from '@mohalla/domain';
import type { EventStore } from '@mohalla/infra';
import { eventStoreCommandStore } from '@mohalla/infra';

/** What a moderator's action answers: whether it changed anything, and the log position to wait for. */
export interface ModerationOutcome {
  changed: boolean;
  position: number;
}

/**
 * Runs a decider through handleCommand, noting whether the last decision
 * appended anything (a retry of an applied command counts as a change).
 */
export async function runModeration<S>(
  eventStore: EventStore,
  streamName: string,
  decider: StreamDecider<S, DomainEvent>,
  context: CommandContext,
): Promise<ModerationOutcome> {
  let emitted = 0;
  const outcome = await handleCommand(
    eventStoreCommandStore(eventStore),
    streamName,
    {
      ...decider,
      decide: (state: S) => {
        const events = decider.decide(state);
        emitted = events.length;
        return events;
      },
    },
    context,
  );
  return { changed: outcome.replayed || emitted > 0, position: outcome.position };
}

export function moderatePost(
  eventStore: EventStore,
  command: PostModerationCommand,
  context: CommandContext,
) {
  return runModeration(
    eventStore,
    postStream(command.data.postId),
    {
      initialState: initialPostModerationState,
      evolve: evolvePostModeration,
      decide: (state: PostModerationState) => decidePostModeration(command, state),
    },
    context,
  );
}

export function moderateUser(
  eventStore: EventStore,
  command: UserModerationCommand,
  context: CommandContext,
) {
  return runModeration(
    eventStore,
    userStream(command.data.userId),
    {
      initialState: initialUserState,
      evolve: evolveUser,
      decide: (state: UserState) => decideUserModeration(command, state),
    },
    context,
  );
}

export function moderateMessage(
  eventStore: EventStore,
  command: MessageModerationCommand,
  context: CommandContext,
) {
  return runModeration(
    eventStore,
    channelStream(command.data.channelId),
    {
      initialState: initialChannelModerationState,
      evolve: evolveChannelModeration,
      decide: (channel) =>
        decideMessageModeration(command, messageModerationState(channel, command.data.messageId)),
    },
    context,
  );
}
