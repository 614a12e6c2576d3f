import { DomainError } from '@mohalla/contracts';
import type { CommandContext } from '../commands/commandContext.js';
import type { CommandStore } from '../commands/commandStore.js';
import { runCommand } from '../commands/runCommand.js';
import { claimUniqueKey, type OwnerCheck, type UniqueKey } from '../uniqueKeys/uniqueKeys.js';
import { aliasCandidate } from './aliasWords.js';
import { loadUser } from './loadUser.js';
import { userDecider } from './userDecider.js';

const MAX_ATTEMPTS = 20;

export const aliasKey = (areaId: string, alias: string): UniqueKey => ({
  scope: `area-alias:${areaId}`,
  value: alias.toLowerCase(),
});

/** An erased person still holds their aliases (retired, issue 16): their claims never go stale. */
export const userHoldsAlias =
  (store: CommandStore, areaId: string, alias: string): OwnerCheck =>
  async (userId) => {
    const user = await loadUser(store, userId);
    const held = user.state.status === 'absent' ? undefined : user.state.areaAliases[areaId];
    return { holds: held?.toLowerCase() === alias.toLowerCase(), lastPosition: user.position };
  };

/**
 * The user's alias in an area, assigned on first use: the first candidate
 * no one else in the area holds is claimed and recorded in the user's
 * stream, where it stays for good.
 */
export async function ensureAreaAlias(
  store: CommandStore,
  secret: string,
  userId: string,
  areaId: string,
  context: CommandContext,
): Promise<{ alias: string; position: number }> {
  const user = await loadUser(store, userId);
  if (user.state.status !== 'registered') throw new DomainError('USER.NOT_FOUND', 'No such user.');
  const existing = user.state.areaAliases[areaId];
  if (existing) return { alias: existing, position: user.position };
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const alias = aliasCandidate(secret, userId, areaId, attempt);
    const key = aliasKey(areaId, alias);
    const holder = await claimUniqueKey(store, key, userId, userHoldsAlias(store, areaId, alias), context);
    if (holder) continue;
    const outcome = await runCommand(
      store,
      userDecider,
      { type: 'AssignAreaAlias', data: { userId, areaId, alias } },
      { ...context, actorId: userId },
    );
    const assigned = outcome.state.status === 'registered' ? outcome.state.areaAliases[areaId] : undefined;
    return { alias: assigned ?? alias, position: outcome.position };
  }
  throw new DomainError('SERVER.UNAVAILABLE', 'Could not find a free alias in this area; please try again.');
}
