import { randomUUID } from 'node:crypto';
import { DomainError, type DomainEvent, sessionStream } from '@mohalla/contracts';
import type { UserState } from '@mohalla/domain';
import type { EventStore } from '@mohalla/infra';
import { beforeEach, describe, expect, it } from 'vitest';
import { sqliteStores } from '../../../infra/src/testing/sqliteStores.js';
import { hashPassword } from '../identity/passwords.js';
import { confirmErasure, FRESH_PROVIDER_SIGN_IN_MS } from './erasureConfirmation.js';

const { open, freshFile } = sqliteStores('erasure-confirmation-');
let store: EventStore;
beforeEach(() => {
  store = open(freshFile());
});

const userId = randomUUID();
const person = (passwordHash: string | null): Extract<UserState, { status: 'registered' }> => ({
  status: 'registered',
  userId,
  email: 'a@example.in',
  firstName: 'A',
  lastName: 'B',
  mobile: null,
  passwordHash,
  providers: passwordHash ? {} : { google: 'sub-1' },
  profile: { userName: 'A B', alias: '', bio: '', location: '', website: '' },
  roles: ['resident'],
  areaAliases: {},
  warnings: 0,
  suspension: null,
});
const now = new Date('2026-11-25T02:00:00.000Z');

async function session(via: 'password' | 'google', startedMsAgo: number): Promise<string> {
  const sessionId = randomUUID();
  const event: DomainEvent = {
    type: 'SessionStarted',
    data: { sessionId, userId, secretHash: 'h', expiresAt: '2026-12-25T00:00:00.000Z', via },
  };
  const at = new Date(now.getTime() - startedMsAgo).toISOString();
  await store.append(
    sessionStream(sessionId),
    [
      {
        eventId: randomUUID(),
        ...event,
        metadata: { actorId: userId, correlationId: 'c', causationId: 'c', at },
      },
    ],
    { expectedRevision: 'no_stream' },
  );
  return sessionId;
}

const refusal = async (run: Promise<void>) => {
  const error = await run.then(
    () => null,
    (e: unknown) => e,
  );
  return error instanceof DomainError ? error.code : error;
};

describe('confirming an erasure', () => {
  it('an account with a password: the right one passes; a wrong or missing one is 401 AUTH.INVALID_CREDENTIALS', async () => {
    const user = person(await hashPassword('correct horse'));
    const sessionId = await session('password', 0);
    expect(await refusal(confirmErasure(store, user, 'correct horse', sessionId, now))).toBeNull();
    expect(await refusal(confirmErasure(store, user, 'wrong horse', sessionId, now))).toBe(
      'AUTH.INVALID_CREDENTIALS',
    );
    expect(await refusal(confirmErasure(store, user, undefined, sessionId, now))).toBe(
      'AUTH.INVALID_CREDENTIALS',
    );
  });

  it('a Google-only account: a Google sign-in of the last 5 minutes passes, an older one or another kind is 401', async () => {
    const user = person(null);
    const fresh = await session('google', FRESH_PROVIDER_SIGN_IN_MS - 1000);
    const stale = await session('google', FRESH_PROVIDER_SIGN_IN_MS + 1000);
    const byPassword = await session('password', 0);
    expect(await refusal(confirmErasure(store, user, undefined, fresh, now))).toBeNull();
    expect(await refusal(confirmErasure(store, user, undefined, stale, now))).toBe(
      'AUTH.REAUTHENTICATION_REQUIRED',
    );
    expect(await refusal(confirmErasure(store, user, undefined, byPassword, now))).toBe(
      'AUTH.REAUTHENTICATION_REQUIRED',
    );
  });
});
