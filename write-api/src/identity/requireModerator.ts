import { canModerate, isSuspended, type UserState } from '@mohalla/contracts';
import type { Context } from 'koa';
import type { EventStore } from '../eventStore/port.js';
import { DomainError } from '../http/domainError.js';
import { requireSession } from './authenticate.js';
import { loadUser } from './loadUser.js';

export interface Moderator {
  userId: string;
  isAdmin: boolean;
}

/**
 * Moderators and admins only, decided from the user's own stream in the log
 * (the read models hold no roles), for the write and the read side alike:
 * 401 for a guest, 403 for anyone else, and 403 (`USER.SUSPENDED`) for a
 * moderator or admin while suspended (else they could reinstate themselves).
 */
export async function requireModerator(
  eventStore: EventStore,
  ctx: Context,
  now: Date,
  action: string,
): Promise<Moderator> {
  const session = requireSession(ctx, action);
  const { state } = await loadUser(eventStore, session.userId);
  if (state.status !== 'registered' || !canModerate(state.roles)) {
    throw new DomainError('AUTH.FORBIDDEN', `Only moderators and admins may ${action}.`);
  }
  refuseSuspendedState(state, now, action);
  return { userId: session.userId, isAdmin: state.roles.includes('admin') };
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
