import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { type DomainEvent, sessionStream, userStream } from '@mohalla/contracts';
import { isSuspended } from '@mohalla/domain';
import {
  createSqliteEventStore,
  type EventStore,
  formatSessionToken,
  hashSessionSecret,
  newSessionSecret,
} from '@mohalla/infra';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { tempDirs } from '../../../test/support/tempDirs.js';
import { identityCache } from './identityCache.js';

const tempDir = tempDirs();

let store: EventStore;
beforeEach(() => {
  store = createSqliteEventStore({
    path: join(tempDir('identity-cache-'), 'events.sqlite'),
  });
});
afterEach(() => store.close());

const now = new Date('2026-01-01T10:00:00Z');
const metadata = { actorId: 'test', correlationId: 'c', causationId: 'c', at: now.toISOString() };
const append = (stream: string, ...events: DomainEvent[]) =>
  store.append(
    stream,
    events.map((event) => ({ eventId: randomUUID(), type: event.type, data: event.data, metadata })),
    { expectedRevision: 'any' },
  );

async function signedIn(expiresAt = '2026-01-02T10:00:00Z') {
  const [userId, sessionId, secret] = [randomUUID(), randomUUID(), newSessionSecret()];
  await append(userStream(userId), {
    type: 'UserRegistered',
    data: {
      userId,
      email: 'asha@example.in',
      firstName: 'Asha',
      lastName: 'K',
      mobile: null,
      passwordHash: null,
    },
  });
  await append(sessionStream(sessionId), {
    type: 'SessionStarted',
    data: { sessionId, userId, secretHash: hashSessionSecret(secret), expiresAt, via: 'password' },
  });
  return { userId, sessionId, token: formatSessionToken(sessionId, secret) };
}

describe('identityCache: sessions and users as fresh as the log', () => {
  it('refuses a session on the next check after it ends, though it was answered from the cache before', async () => {
    const identity = identityCache(store);
    const { userId, sessionId, token } = await signedIn();
    expect(await identity.sessionUser(token, now)).toBe(userId);
    expect(await identity.sessionUser(token, now)).toBe(userId);
    await append(sessionStream(sessionId), { type: 'SessionEnded', data: { sessionId, reason: 'logout' } });
    expect(await identity.sessionUser(token, now)).toBeNull();
  });

  it('refuses a cached session once it has expired, and a token with the wrong secret', async () => {
    const identity = identityCache(store);
    const { userId, sessionId, token } = await signedIn('2026-01-01T10:05:00Z');
    expect(await identity.sessionUser(token, now)).toBe(userId);
    expect(await identity.sessionUser(token, new Date('2026-01-01T10:05:00Z'))).toBeNull();
    expect(await identity.sessionUser(formatSessionToken(sessionId, newSessionSecret()), now)).toBeNull();
  });

  it('sees a suspension written after the user was cached, and a reinstatement after that', async () => {
    const identity = identityCache(store);
    const { userId } = await signedIn();
    const moderatorId = randomUUID();
    expect(isSuspended(await identity.user(userId), now)).toBe(false);
    await append(userStream(userId), {
      type: 'UserSuspended',
      data: { userId, moderatorId, reason: 'spam', until: null },
    });
    expect(isSuspended(await identity.user(userId), now)).toBe(true);
    await append(userStream(userId), { type: 'UserReinstated', data: { userId, moderatorId, reason: 'ok' } });
    expect(isSuspended(await identity.user(userId), now)).toBe(false);
  });

  it('refuses the sessions of a person erased since, even before their sessions are ended (issue 16)', async () => {
    const identity = identityCache(store);
    const { userId, token } = await signedIn();
    expect(await identity.sessionUser(token, now)).toBe(userId);
    await append(userStream(userId), { type: 'PersonErased', data: { userId, erasedAt: now.toISOString() } });
    expect(await identity.sessionUser(token, now)).toBeNull();
  });
});
