import { DomainError, invalidField, type UserEvent, userStream } from '@mohalla/contracts';
import type { Decider } from '../commands/runCommand.js';
import { evolveUser, initialUserState, isSuspended, type UserState } from '../identity/userState.js';
import { requireReason } from './requireReason.js';

type Decision = { userId: string; moderatorId: string; reason: string };
export type UserModerationCommand =
  | { type: 'WarnUser'; data: Decision }
  | {
      type: 'SuspendUser';
      data: Decision & {
        until: string | null;
        now: Date;
        /** Only admins may suspend moderators and admins. */
        byAdmin: boolean;
      };
    }
  | { type: 'ReinstateUser'; data: Decision };

/**
 * Moderators' rules for people: warn, suspend (until a future time, or until
 * reinstated), reinstate. Nobody acts on themselves; only an admin suspends a
 * moderator or an admin. Reinstating someone not suspended changes nothing.
 */
export function decideUserModeration(command: UserModerationCommand, state: UserState): UserEvent[] {
  const { userId, moderatorId } = command.data;
  const reason = requireReason(command.data.reason);
  if (state.status !== 'registered') throw new DomainError('USER.NOT_FOUND', `User ${userId} was not found.`);
  if (userId === moderatorId)
    throw invalidField('userId', 'must be someone else: moderators do not judge themselves');
  switch (command.type) {
    case 'WarnUser':
      return [{ type: 'UserWarned', data: { userId, moderatorId, reason } }];
    case 'SuspendUser': {
      const { until, now, byAdmin } = command.data;
      if (until !== null && new Date(until) <= now) throw invalidField('until', 'must be in the future');
      if (!byAdmin && state.roles.some((role) => role !== 'resident')) {
        throw new DomainError('AUTH.FORBIDDEN', 'Only admins may suspend a moderator or an admin.');
      }
      if (isSuspended(state, now) && state.suspension?.until === until) return [];
      return [{ type: 'UserSuspended', data: { userId, moderatorId, reason, until } }];
    }
    case 'ReinstateUser':
      if (state.suspension === null) return [];
      return [{ type: 'UserReinstated', data: { userId, moderatorId, reason } }];
  }
}

/** Moderators' actions on a user (warn, suspend, reinstate), for runCommand. */
export const userModerationDecider: Decider<UserModerationCommand, UserState> = {
  streamOf: (command) => userStream(command.data.userId),
  initialState: initialUserState,
  evolve: evolveUser,
  decide: decideUserModeration,
};
