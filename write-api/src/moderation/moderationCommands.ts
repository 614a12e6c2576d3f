import type { ModerationReceipt } from '@mohalla/contracts';
import {
  type CommandContext,
  type Decider,
  type MessageModerationCommand,
  messageModerationDecider,
  type PostModerationCommand,
  postModerationDecider,
  runCommand,
  type UserModerationCommand,
  userModerationDecider,
} from '@mohalla/domain';
import { type EventStore, eventStoreCommandStore } from '@mohalla/infra';

/** What a moderator's action answers (its receipt, less `success`): whether it changed anything, and the log position to wait for. */
export type ModerationOutcome = Omit<ModerationReceipt, 'success'>;

/**
 * Runs a moderator's command (runCommand), noting whether the last decision
 * appended anything (a retry of an applied command counts as a change).
 */
async function runModeration<C, S>(
  eventStore: EventStore,
  decider: Decider<C, S>,
  command: C,
  context: CommandContext,
): Promise<ModerationOutcome> {
  let emitted = 0;
  const counting: Decider<C, S> = {
    ...decider,
    decide: (decided, state) => {
      const events = decider.decide(decided, state);
      emitted = events.length;
      return events;
    },
  };
  const outcome = await runCommand(eventStoreCommandStore(eventStore), counting, command, context);
  return { changed: outcome.replayed || emitted > 0, position: outcome.position };
}

export const moderatePost = (
  eventStore: EventStore,
  command: PostModerationCommand,
  context: CommandContext,
) => runModeration(eventStore, postModerationDecider, command, context);

export const moderateUser = (
  eventStore: EventStore,
  command: UserModerationCommand,
  context: CommandContext,
) => runModeration(eventStore, userModerationDecider, command, context);

export const moderateMessage = (
  eventStore: EventStore,
  command: MessageModerationCommand,
  context: CommandContext,
) => runModeration(eventStore, messageModerationDecider, command, context);
