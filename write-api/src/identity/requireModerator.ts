import { type Moderator, requireModeratorUser } from '@mohalla/domain';
import { type EventStore, eventStoreCommandStore, requireSession } from '@mohalla/infra';
import type { Context } from 'koa';

/** The signed-in moderator or admin (401 for a guest, 403 for anyone else or while suspended). */
export function requireModerator(
  eventStore: EventStore,
  ctx: Context,
  now: Date,
  action: string,
): Promise<Moderator> {
  const session = requireSession(ctx, action);
  return requireModeratorUser(eventStoreCommandStore(eventStore), session.userId, now, action);
}
