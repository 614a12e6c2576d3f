import { normalizeEmail } from '@mohalla/contracts';
import type { CommandStore } from '../commands/commandStore.js';
import { findKeyOwner, type OwnerCheck, type UniqueKey } from '../uniqueKeys/uniqueKeys.js';
import { loadUser } from './loadUser.js';

export const emailKey = (email: string): UniqueKey => ({ scope: 'email', value: normalizeEmail(email) });

export const userHoldsEmail =
  (store: CommandStore, email: string): OwnerCheck =>
  async (userId) => {
    const user = await loadUser(store, userId);
    const holds = user.state.status === 'registered' && user.state.email === normalizeEmail(email);
    return { holds, lastPosition: user.position };
  };

/** The user who owns this email, if any. */
export function findUserByEmail(store: CommandStore, email: string): Promise<string | null> {
  return findKeyOwner(store, emailKey(email), userHoldsEmail(store, email));
}
