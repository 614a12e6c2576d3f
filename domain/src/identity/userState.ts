import type { DomainEvent, EventData, Role } from '@mohalla/contracts';

/** What signing up records: the RegisterUser command's data is the UserRegistered event's, as is. */
export type Registration = EventData<'UserRegistered'>;

/** A user folded from their stream: what every side that reads a user's own stream agrees on. */
export type UserState =
  | { status: 'absent' }
  | ErasedUser
  | (Registration & {
      status: 'registered';
      providers: { google?: string };
      profile: { userName: string; alias: string; bio: string; location: string; website: string };
      roles: Role[];
      /** areaId → alias */
      areaAliases: Record<string, string>;
      /** How many warnings moderators gave. */
      warnings: number;
      /** The standing suspension, if any (`until` null: until reinstated). */
      suspension: { reason: string; until: string | null } | null;
    });

/**
 * A person who erased themselves (issue 16): nothing of who they were is
 * kept in the fold, so they cannot sign in (no email, password or provider
 * to match) and every command about them answers as for no one. Only their
 * area aliases stay, as retired: the unique claims on them stay held, so no
 * one else is ever handed them.
 */
export interface ErasedUser {
  status: 'erased';
  userId: string;
  erasedAt: string;
  /** areaId → the alias they had there, retired for good. */
  areaAliases: Record<string, string>;
}

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
      warnings: 0,
      suspension: null,
    };
  }
  if (state.status !== 'registered') return state;
  switch (event.type) {
    case 'PersonErased':
      return {
        status: 'erased',
        userId: state.userId,
        erasedAt: event.data.erasedAt,
        areaAliases: state.areaAliases,
      };
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
    case 'UserWarned':
      return { ...state, warnings: state.warnings + 1 };
    case 'UserSuspended':
      return { ...state, suspension: { reason: event.data.reason, until: event.data.until } };
    case 'UserReinstated':
      return { ...state, suspension: null };
    default:
      return state;
  }
}

/**
 * Whether the user may not post, reply or chat at `now`: the one rule both
 * the write API and the realtime node apply. A suspension with an end lapses
 * by itself.
 */
export function isSuspended(state: UserState, now: Date): boolean {
  if (state.status !== 'registered' || !state.suspension) return false;
  return state.suspension.until === null || new Date(state.suspension.until) > now;
}
