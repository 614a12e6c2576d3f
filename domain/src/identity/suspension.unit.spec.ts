import { randomUUID } from 'node:crypto';
import { DomainError, type DomainEvent } from '@mohalla/contracts';
import { describe, expect, it } from 'vitest';
import { userRegistered } from '../testing/events.js';
import { moderatorFrom, refuseSuspendedState } from './suspension.js';
import { evolveUser, initialUserState, type UserState } from './userState.js';

const userId = randomUUID();
const now = new Date('2026-11-24T10:00:00Z');
const userWith = (...events: DomainEvent[]): UserState =>
  [userRegistered({ userId, lastName: 'Iyer' }), ...events].reduce(evolveUser, initialUserState);
const suspended = (until: string | null): DomainEvent => ({
  type: 'UserSuspended',
  data: { userId, moderatorId: randomUUID(), reason: 'spam in the lobby', until },
});
const moderator: DomainEvent = { type: 'RoleGranted', data: { userId, role: 'moderator' } };

const thrown = (run: () => unknown): DomainError => {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(DomainError);
    return error as DomainError;
  }
  throw new Error('expected a refusal');
};

describe('refuseSuspendedState', () => {
  it('lets a user who is not suspended write', () => {
    expect(() => refuseSuspendedState(userWith(), now)).not.toThrow();
  });

  it('refuses a suspended user with 403, when it ends and why', () => {
    const error = thrown(() => refuseSuspendedState(userWith(suspended('2026-12-01T00:00:00.000Z')), now));
    expect(error.code).toBe('USER.SUSPENDED');
    expect(error.status).toBe(403);
    expect(error.detail).toBe(
      'Your account is suspended until 2026-12-01T00:00:00.000Z: you may read, but not post, reply, chat or change anything. Reason: spam in the lobby',
    );
  });

  it('says a suspension without an end lasts until a moderator reinstates it', () => {
    const error = thrown(() => refuseSuspendedState(userWith(suspended(null)), now));
    expect(error.detail).toContain('until a moderator reinstates it');
  });

  it('lets the user write again once the suspension has ended by itself', () => {
    expect(() => refuseSuspendedState(userWith(suspended('2026-11-24T09:59:59.000Z')), now)).not.toThrow();
  });
});

describe('moderatorFrom', () => {
  it('answers a moderator, and whether they are an admin', () => {
    expect(moderatorFrom(userWith(moderator), now, 'hide posts')).toEqual({ userId, isAdmin: false });
    const admin: DomainEvent = { type: 'RoleGranted', data: { userId, role: 'admin' } };
    expect(moderatorFrom(userWith(admin), now, 'hide posts')).toEqual({ userId, isAdmin: true });
  });

  it('refuses a resident and an unknown user with 403 naming the action', () => {
    const error = thrown(() => moderatorFrom(userWith(), now, 'hide posts'));
    expect(error).toMatchObject({
      code: 'AUTH.FORBIDDEN',
      detail: 'Only moderators and admins may hide posts.',
    });
    expect(thrown(() => moderatorFrom(initialUserState, now, 'hide posts')).code).toBe('AUTH.FORBIDDEN');
  });

  it('refuses a suspended moderator, who could otherwise reinstate themselves, in the words every write gets', () => {
    const benched = userWith(moderator, suspended(null));
    const error = thrown(() => moderatorFrom(benched, now, 'reinstate users'));
    expect(error.code).toBe('USER.SUSPENDED');
    expect(error.detail).toBe(thrown(() => refuseSuspendedState(benched, now)).detail);
  });
});
