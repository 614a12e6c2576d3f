import type { DomainEvent } from '@mohalla/contracts';
import { describe, expect, it } from 'vitest';
import { evolveUser, initialUserState, isSuspended, type UserState } from '../identity/userState.js';
import { deciderSpec } from '../testing/deciderSpec.js';
import { userRegistered } from '../testing/events.js';
import { decideUserModeration, type UserModerationCommand } from './userModerationDecider.js';

const given = deciderSpec<UserState, UserModerationCommand>({
  decide: decideUserModeration,
  evolve: evolveUser,
  initialState: initialUserState,
});
const userId = '0b7e6a52-6e2a-4f5e-9d1c-7c1f2d3e4a5b';
const moderatorId = 'aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee';
const now = new Date('2025-03-01T10:00:00.000Z');
const later = '2025-03-08T10:00:00.000Z';
const registered = userRegistered({ userId });
const reason = 'Repeated harassment in the lobby';
const suspend = (until: string | null, byAdmin = false): UserModerationCommand => ({
  type: 'SuspendUser',
  data: { userId, moderatorId, reason, until, now, byAdmin },
});
const suspended = (until: string | null): DomainEvent => ({
  type: 'UserSuspended',
  data: { userId, moderatorId, reason, until },
});

describe('user moderation decider', () => {
  it('warns a user, with the reason', () => {
    given([registered])
      .when({ type: 'WarnUser', data: { userId, moderatorId, reason } })
      .thenEmits([{ type: 'UserWarned', data: { userId, moderatorId, reason } }]);
    given().when({ type: 'WarnUser', data: { userId, moderatorId, reason } }).thenRefuses('USER.NOT_FOUND');
  });

  it('suspends until a future time or indefinitely; the same suspension again changes nothing', () => {
    given([registered])
      .when(suspend(later))
      .thenEmits([suspended(later)]);
    given([registered])
      .when(suspend(null))
      .thenEmits([suspended(null)]);
    given([registered, suspended(later)])
      .when(suspend(later))
      .thenEmits([]);
    given([registered, suspended(later)])
      .when(suspend(null))
      .thenEmits([suspended(null)]);
    given([registered]).when(suspend('2025-02-01T00:00:00.000Z')).thenRefuses('REQUEST.INVALID');
  });

  it('lets no one judge themselves, and only admins suspend moderators', () => {
    given([registered])
      .when({ type: 'WarnUser', data: { userId, moderatorId: userId, reason } })
      .thenRefuses('REQUEST.INVALID');
    const moderator: DomainEvent = { type: 'RoleGranted', data: { userId, role: 'moderator' } };
    given([registered, moderator]).when(suspend(null)).thenRefuses('AUTH.FORBIDDEN');
    given([registered, moderator])
      .when(suspend(null, true))
      .thenEmits([suspended(null)]);
  });

  it('reinstates only a suspended user', () => {
    const reinstate: UserModerationCommand = { type: 'ReinstateUser', data: { userId, moderatorId, reason } };
    given([registered, suspended(null)])
      .when(reinstate)
      .thenEmits([{ type: 'UserReinstated', data: { userId, moderatorId, reason } }]);
    given([registered]).when(reinstate).thenEmits([]);
  });

  it('folds suspensions: a timed one lapses by itself, reinstating ends any', () => {
    const fold = (events: DomainEvent[]) => events.reduce(evolveUser, initialUserState);
    const timed = fold([registered, suspended(later)]);
    expect(isSuspended(timed, now)).toBe(true);
    expect(isSuspended(timed, new Date(later))).toBe(false);
    expect(isSuspended(fold([registered, suspended(null)]), new Date('2099-01-01'))).toBe(true);
    const reinstated: DomainEvent = { type: 'UserReinstated', data: { userId, moderatorId, reason } };
    expect(isSuspended(fold([registered, suspended(null), reinstated]), now)).toBe(false);
    expect(isSuspended(fold([registered]), now)).toBe(false);
  });
});
