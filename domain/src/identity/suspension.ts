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
  refuseSuspendedState(state, now);
  return { userId: state.userId, isAdmin: state.roles.includes('admin') };
}

/**
 * The one refusal of every write by a suspended person (the write API's
 * routes, moderation, the chat's socket and HTTP commands): 403
 * `USER.SUSPENDED` with when it ends and why, in the same words wherever it
 * is met, so a person told it in the chat and on a post reads one rule.
 */
export function refuseSuspendedState(state: UserState, now: Date): void {
  if (state.status !== 'registered' || !isSuspended(state, now) || !state.suspension) return;
  const { until, reason } = state.suspension;
  const ends = until === null ? 'until a moderator reinstates it' : `until ${until}`;
  throw new DomainError(
    'USER.SUSPENDED',
    `Your account is suspended ${ends}: you may read, but not post, reply, chat or change anything. Reason: ${reason}`,
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
