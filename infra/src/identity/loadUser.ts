import {
  evolveUser,
  initialUserState,
  parseDomainEvent,
  type UserState,
  userStream,
} from '@mohalla/contracts';
import type { EventStore } from '../eventStore/port.js';

/** A user's own stream folded: strongly consistent, for permission checks and the user's own profile. */
export async function loadUser(
  eventStore: EventStore,
  userId: string,
): Promise<{ state: UserState; revision: number; position: number }> {
  const events = await eventStore.readStream(userStream(userId));
  const state = events.reduce((s, e) => evolveUser(s, parseDomainEvent(e)), initialUserState);
  const last = events.at(-1);
  return { state, revision: last?.revision ?? -1, position: last?.position ?? 0 };
}
