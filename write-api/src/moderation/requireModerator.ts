import { canModerate } from '@mohalla/contracts';
import { DomainError, type EventStore, loadUser, requireSession } from '@mohalla/infra';
import type { Context } from 'koa';
import { refuseSuspendedState } from './refuseSuspended.js';

export interface Moderator {
  userId: string;
  isAdmin: boolean;
}

/**
 * Moderators and admins only, decided from the user's own stream in the log:
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
