import type { Role } from '@mohalla/contracts';
import { DomainError } from '@mohalla/contracts';
import { loadUser } from '@mohalla/domain';
import { type EventStore, eventStoreCommandStore, requireSession } from '@mohalla/infra';
import type { Context } from 'koa';

/** Permissions are decided here, on the server, from the user's own stream: never from what the browser says. */
export async function requireRole(
  eventStore: EventStore,
  ctx: Context,
  role: Role,
  action: string,
): Promise<string> {
  const session = requireSession(ctx, action);
  const user = await loadUser(eventStoreCommandStore(eventStore), session.userId);
  if (user.state.status !== 'registered' || !user.state.roles.includes(role)) {
    throw new DomainError('AUTH.FORBIDDEN', `Only ${role}s may ${action}.`);
  }
  return session.userId;
}
