import { userStream } from '@mohalla/contracts';
import type { CommandStore } from '../commands/commandStore.js';
import { evolveUser, initialUserState, type UserState } from './userState.js';

/**
 * A user's own stream folded: strongly consistent, for permission checks and
 * the user's own profile (the cached fold plus a read of the events after it).
 */
export async function loadUser(
  store: CommandStore,
  userId: string,
): Promise<{ state: UserState; revision: number; position: number }> {
  const { state, revision, position } = await store
    .folds(evolveUser, initialUserState)
    .load(userStream(userId));
  return { state, revision, position };
}
