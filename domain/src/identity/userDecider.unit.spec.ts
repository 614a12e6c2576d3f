import { randomUUID } from 'node:crypto';
import type { DomainEvent } from '@mohalla/contracts';
import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../testing/deciderSpec.js';
import { userRegistered } from '../testing/events.js';
import { decideUser, type UserCommand } from './userDecider.js';
import { evolveUser, initialUserState, type UserState } from './userState.js';

const spec = deciderSpec<UserState, UserCommand>({
  decide: decideUser,
  evolve: evolveUser,
  initialState: initialUserState,
});

const userId = randomUUID();
const areaId = randomUUID();
const registered = userRegistered({ userId, email: 'asha@example.in', firstName: 'Asha', lastName: 'Rao' });
const registration = registered.data;

describe('user decider', () => {
  it('registers an absent user', () => {
    spec().when({ type: 'RegisterUser', data: registration }).thenEmits([registered]);
  });

  it('refuses to register the same user twice', () => {
    spec([registered]).when({ type: 'RegisterUser', data: registration }).thenRefuses('AUTH.EMAIL_TAKEN');
  });

  it('refuses any other command for a user who does not exist', () => {
    spec()
      .when({ type: 'GrantRole', data: { userId, role: 'moderator' } })
      .thenRefuses('USER.NOT_FOUND');
    spec()
      .when({ type: 'UpdateProfile', data: { userId, bio: 'Hello' } })
      .thenRefuses('USER.NOT_FOUND');
  });

  it('grants a role once; granting it again changes nothing', () => {
    const granted: DomainEvent = { type: 'RoleGranted', data: { userId, role: 'moderator' } };
    spec([registered])
      .when({ type: 'GrantRole', data: { userId, role: 'moderator' } })
      .thenEmits([granted]);
    spec([registered, granted])
      .when({ type: 'GrantRole', data: { userId, role: 'moderator' } })
      .thenEmits([]);
  });

  it('every user stays a resident: that role cannot be revoked', () => {
    spec([registered])
      .when({ type: 'RevokeRole', data: { userId, role: 'resident' } })
      .thenRefuses('REQUEST.INVALID');
  });

  it('revokes a held role, and a role not held is a no-op', () => {
    const granted: DomainEvent = { type: 'RoleGranted', data: { userId, role: 'admin' } };
    spec([registered, granted])
      .when({ type: 'RevokeRole', data: { userId, role: 'admin' } })
      .thenEmits([{ type: 'RoleRevoked', data: { userId, role: 'admin' } }]);
    spec([registered])
      .when({ type: 'RevokeRole', data: { userId, role: 'admin' } })
      .thenEmits([]);
  });

  it('updates only the profile fields sent, keeping the others, and nothing when nothing changes', () => {
    spec([registered])
      .when({ type: 'UpdateProfile', data: { userId, bio: 'Tea and cricket' } })
      .thenEmits([
        {
          type: 'ProfileUpdated',
          data: {
            userId,
            userName: 'Asha Rao',
            alias: '',
            bio: 'Tea and cricket',
            location: '',
            website: '',
          },
        },
      ]);
    spec([registered])
      .when({ type: 'UpdateProfile', data: { userId, userName: 'Asha Rao' } })
      .thenEmits([]);
  });

  it('keeps the first alias in an area for good', () => {
    const assigned: DomainEvent = {
      type: 'AreaAliasAssigned',
      data: { userId, areaId, alias: 'Quiet Mango 42' },
    };
    spec([registered])
      .when({ type: 'AssignAreaAlias', data: { userId, areaId, alias: 'Quiet Mango 42' } })
      .thenEmits([assigned]);
    spec([registered, assigned])
      .when({ type: 'AssignAreaAlias', data: { userId, areaId, alias: 'Loud Tamarind 7' } })
      .thenEmits([]);
  });

  it('links a provider subject once', () => {
    const linked: DomainEvent = {
      type: 'UserLinkedProvider',
      data: { userId, provider: 'google', subject: 'g-123', picture: null },
    };
    spec([registered])
      .when({ type: 'LinkProvider', data: { userId, provider: 'google', subject: 'g-123', picture: null } })
      .thenEmits([linked]);
    spec([registered, linked])
      .when({ type: 'LinkProvider', data: { userId, provider: 'google', subject: 'g-123', picture: null } })
      .thenEmits([]);
  });
});

describe('user state', () => {
  it('folds roles, warnings and a suspension that a reinstatement lifts', () => {
    const state = [
      registered,
      { type: 'RoleGranted', data: { userId, role: 'moderator' } },
      { type: 'UserWarned', data: { userId, moderatorId: randomUUID(), reason: 'rude' } },
      { type: 'UserSuspended', data: { userId, moderatorId: randomUUID(), reason: 'spam', until: null } },
    ].reduce((folded, event) => evolveUser(folded, event as DomainEvent), initialUserState);
    expect(state).toMatchObject({
      status: 'registered',
      roles: ['resident', 'moderator'],
      warnings: 1,
      suspension: { reason: 'spam', until: null },
    });
    const reinstated = evolveUser(state, {
      type: 'UserReinstated',
      data: { userId, moderatorId: randomUUID(), reason: 'appeal accepted' },
    });
    expect(reinstated).toMatchObject({ suspension: null });
  });
});
