import type { DomainEvent } from '../events.js';
import type { Role } from './rules.js';

/** A user folded from their stream: what every side that reads a user's own stream agrees on. */
export type UserState =
  | { status: 'absent' }
  | {
      status: 'registered';
      userId: string;
      email: string;
      firstName: string;
      lastName: string;
      mobile: string | null;
      passwordHash: string | null;
      providers: { google?: string };
      profile: { userName: string; alias: string; bio: string; location: string; website: string };
      roles: Role[];
      /** areaId → alias */
      areaAliases: Record<string, string>;
    };

export const initialUserState: UserState = { status: 'absent' };

export function evolveUser(state: UserState, event: DomainEvent): UserState {
  if (event.type === 'UserRegistered') {
    const { userId, email, firstName, lastName, mobile, passwordHash } = event.data;
    return {
      status: 'registered',
      userId,
      email,
      firstName,
      lastName,
      mobile,
      passwordHash,
      providers: {},
      profile: { userName: `${firstName} ${lastName}`.trim(), alias: '', bio: '', location: '', website: '' },
      roles: ['resident'],
      areaAliases: {},
    };
  }
  if (state.status !== 'registered') return state;
  switch (event.type) {
    case 'UserLinkedProvider':
      return { ...state, providers: { ...state.providers, [event.data.provider]: event.data.subject } };
    case 'ProfileUpdated': {
      const { userId: _id, ...profile } = event.data;
      return { ...state, profile };
    }
    case 'RoleGranted':
      return state.roles.includes(event.data.role)
        ? state
        : { ...state, roles: [...state.roles, event.data.role] };
    case 'RoleRevoked':
      return { ...state, roles: state.roles.filter((r) => r !== event.data.role) };
    case 'AreaAliasAssigned':
      return { ...state, areaAliases: { ...state.areaAliases, [event.data.areaId]: event.data.alias } };
    default:
      return state;
  }
}

export const userStream = (userId: string) => `user-${userId}`;
export const sessionStream = (sessionId: string) => `session-${sessionId}`;
