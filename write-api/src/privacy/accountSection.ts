import { type DataExport, DomainError, userStream } from '@mohalla/contracts';
import { evolveUser, initialUserState } from '@mohalla/domain';
import type { Footprint } from './personFootprint.js';

type AccountSection = Pick<DataExport, 'account' | 'signIn' | 'areaAliases'>;

/**
 * The account as the person's own stream holds it: fields, how they sign in
 * (whether a password is set, never its hash) and the alias they have in
 * each area, each with when it was recorded.
 */
export function accountSection({ userId, events }: Footprint): AccountSection {
  const own = events.filter((e) => e.streamName === userStream(userId));
  const state = own.reduce((s, e) => evolveUser(s, e.event), initialUserState);
  const registered = own.find((e) => e.event.type === 'UserRegistered');
  if (state.status !== 'registered' || !registered) {
    throw new DomainError('AUTH.REQUIRED', 'Authentication required: please log in to export your data.');
  }
  const providers: AccountSection['signIn']['providers'] = [];
  const aliases = new Map<string, AccountSection['areaAliases'][number]>();
  for (const { event, metadata } of own) {
    if (event.type === 'UserLinkedProvider') {
      const { provider, subject, picture } = event.data;
      providers.push({ provider, subject, picture, linkedAt: metadata.at });
    } else if (event.type === 'AreaAliasAssigned') {
      // One alias per area, as the user state keeps it (a later assignment would replace it).
      aliases.set(event.data.areaId, {
        areaId: event.data.areaId,
        alias: event.data.alias,
        assignedAt: metadata.at,
      });
    }
  }
  const { email, firstName, lastName, mobile, profile, roles, passwordHash } = state;
  return {
    account: {
      userId,
      email,
      firstName,
      lastName,
      mobile,
      registeredAt: registered.metadata.at,
      profile: { ...profile },
      roles: [...roles],
    },
    signIn: { password: passwordHash !== null, providers },
    areaAliases: [...aliases.values()],
  };
}
