import { canModerate, isSuspended } from '@mohalla/contracts';
import { DomainError, type EventStore, loadUser, requireSession } from '@mohalla/infra';
import type { Context } from 'koa';

/**
 * Moderators and admins only, from the user's own stream in the log (the
 * read models hold no roles): 401 for a guest, 403 for anyone else, and 403
 * (`USER.SUSPENDED`) for a moderator or admin while suspended.
 */
export async function requireModerator(
  eventStore: EventStore,
  ctx: Context,
  now: Date,
  action: string,
): Promise<string> {
  const session = requireSession(ctx, action);
  const { state } = await loadUser(eventStore, session.userId);
  if (state.status !== 'registered' || !canModerate(state.roles))
    throw new DomainError('AUTH.FORBIDDEN', `Only moderators and admins may ${action}.`);
  if (isSuspended(state, now))
    throw new DomainError('USER.SUSPENDED', `Your account is suspended, so you cannot ${action}.`);
  return session.userId;
}
