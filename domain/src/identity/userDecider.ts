import type { Role, UpdateProfileBody, UserEvent } from '@mohalla/contracts';
import { DomainError, userStream } from '@mohalla/contracts';
import type { Decider } from '../commands/runCommand.js';
import type { Registration, UserState } from './userState.js';
import { evolveUser, initialUserState } from './userState.js';

export type UserCommand =
  | { type: 'RegisterUser'; data: Registration }
  | {
      type: 'LinkProvider';
      data: { userId: string; provider: 'google'; subject: string; picture: string | null };
    }
  | { type: 'UpdateProfile'; data: { userId: string } & UpdateProfileBody }
  | { type: 'GrantRole'; data: { userId: string; role: Role } }
  | { type: 'RevokeRole'; data: { userId: string; role: Role } }
  | { type: 'AssignAreaAlias'; data: { userId: string; areaId: string; alias: string } }
  /** The person erases themselves; the caller has checked their password or fresh sign-in. */
  | { type: 'ErasePerson'; data: { userId: string; erasedAt: string } };

export function decideUser(command: UserCommand, state: UserState): UserEvent[] {
  if (command.type === 'RegisterUser') {
    if (state.status !== 'absent') throw new DomainError('AUTH.EMAIL_TAKEN', 'This account already exists.');
    return [{ type: 'UserRegistered', data: command.data }];
  }
  // An erased person is no one: a second erasure (or anything else) finds no such user.
  if (state.status !== 'registered') throw new DomainError('USER.NOT_FOUND', 'No such user.');
  const { userId } = state;
  switch (command.type) {
    case 'LinkProvider':
      if (state.providers[command.data.provider] === command.data.subject) return [];
      return [{ type: 'UserLinkedProvider', data: command.data }];
    case 'UpdateProfile': {
      const next = { ...state.profile };
      for (const key of ['userName', 'alias', 'bio', 'location', 'website'] as const) {
        const value = command.data[key];
        if (value !== undefined) next[key] = value;
      }
      const unchanged = Object.entries(next).every(([k, v]) => state.profile[k as keyof typeof next] === v);
      return unchanged ? [] : [{ type: 'ProfileUpdated', data: { userId, ...next } }];
    }
    case 'GrantRole':
      return state.roles.includes(command.data.role) ? [] : [{ type: 'RoleGranted', data: command.data }];
    case 'RevokeRole':
      if (command.data.role === 'resident') {
        throw new DomainError('REQUEST.INVALID', 'Every user is a resident; that role cannot be revoked.');
      }
      return state.roles.includes(command.data.role) ? [{ type: 'RoleRevoked', data: command.data }] : [];
    case 'AssignAreaAlias':
      // The first alias in an area is for good: aliases are stable.
      if (state.areaAliases[command.data.areaId]) return [];
      return [{ type: 'AreaAliasAssigned', data: command.data }];
    case 'ErasePerson':
      return [{ type: 'PersonErased', data: { userId, erasedAt: command.data.erasedAt } }];
  }
}

/** Users' rules, for runCommand. */
export const userDecider: Decider<UserCommand, UserState> = {
  streamOf: (command) => userStream(command.data.userId),
  initialState: initialUserState,
  evolve: evolveUser,
  decide: decideUser,
};
