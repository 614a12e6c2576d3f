import { type UserState, userStream } from '@mohalla/contracts';
import type { EventStore } from '../eventStore/port.js';
import { identityCaches } from './foldedIdentity.js';

/**
 * A user's own stream folded: strongly consistent, for permission checks and
 * the user's own profile (the cached fold plus a read of the events after it).
 */
export async function loadUser(
  eventStore: EventStore,
  userId: string,
): Promise<{ state: UserState; revision: number; position: number }> {
  const { state, revision, position } = await identityCaches(eventStore).users.load(userStream(userId));
  return { state, revision, position };
}
