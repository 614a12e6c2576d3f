import { canModerate, DomainError } from '@mohalla/contracts';
import type { CommandStore } from '../commands/commandStore.js';
import { loadUser } from './loadUser.js';
import { isSuspended, type UserState } from './userState.js';

export interface Moderator {
  userId: string;
  isAdmin: boolean;
}

/**
 * Moderators and admins only, decided from the user's own stream (the read
 * models hold no roles): 403 for anyone else, and 403 (`USER.SUSPENDED`) for
 * a moderator or admin while suspended (else they could reinstate themselves).
 */
export function moderatorFrom(state: UserState, now: Date, action: string): Moderator {
  if (state.status !== 'registered' || !canModerate(state.roles)) {
    throw new DomainError('AUTH.FORBIDDEN', `Only moderators and admins may ${action}.`);
  }
  refuseSuspendedState(state, now, action);
  return { userId: state.userId, isAdmin: state.roles.includes('admin') };
}

/** A suspended user may not write for others to read: 403 with when it ends and why. */
export function refuseSuspendedState(state: UserState, now: Date, action: string) {
  if (state.status !== 'registered' || !isSuspended(state, now) || !state.suspension) return;
  const { until, reason } = state.suspension;
  const ends = until === null ? 'until a moderator reinstates it' : `until ${until}`;
  throw new DomainError(
    'USER.SUSPENDED',
    `Your account is suspended ${ends}, so you cannot ${action}. Reason: ${reason}`,
  );
}

/** The moderator `userId` is, from their own stream read now (strongly consistent), or the 403 of `moderatorFrom`. */
export async function requireModeratorUser(
  store: CommandStore,
  userId: string,
  now: Date,
  action: string,
): Promise<Moderator> {
  const { state } = await loadUser(store, userId);
  return moderatorFrom(state, now, action);
}
