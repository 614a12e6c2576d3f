import { evolveUser, initialUserState, normalizeEmail, type UserState, userStream } from '@mohalla/contracts';
import { decideUser, type UserCommand } from '@mohalla/domain';
import { type EventStore, loadUser } from '@mohalla/infra';
import type { CommandContext } from '../commands/commandContext.js';
import { handleCommand } from '../commands/handleCommand.js';
import { findKeyOwner, type OwnerCheck, type UniqueKey } from '../uniqueKeys/uniqueKeys.js';

export const emailKey = (email: string): UniqueKey => ({ scope: 'email', value: normalizeEmail(email) });

export const userHoldsEmail =
  (eventStore: EventStore, email: string): OwnerCheck =>
  async (userId) => {
    const user = await loadUser(eventStore, userId);
    const holds = user.state.status === 'registered' && user.state.email === normalizeEmail(email);
    return { holds, lastPosition: user.position };
  };

/** The user who owns this email, if any. */
export function findUserByEmail(eventStore: EventStore, email: string): Promise<string | null> {
  return findKeyOwner(eventStore, emailKey(email), userHoldsEmail(eventStore, email));
}

export function runUserCommand(eventStore: EventStore, command: UserCommand, context: CommandContext) {
  return handleCommand(
    eventStore,
    userStream(command.data.userId),
    {
      initialState: initialUserState,
      evolve: evolveUser,
      decide: (state: UserState) => decideUser(command, state),
    },
    context,
  );
}
