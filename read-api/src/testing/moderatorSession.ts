import { randomUUID } from 'node:crypto';
import { sessionStream, userStream } from '@mohalla/contracts';
import { type EventStore, formatSessionToken, hashSessionSecret, newSessionSecret } from '@mohalla/infra';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A moderator with an open session, in the log as the write side records them;
 * answers the bearer token. `userId` when the spec needs to know who they are.
 */
export async function moderatorSession(
  eventStore: EventStore,
  now: Date,
  userId = randomUUID(),
): Promise<string> {
  const sessionId = randomUUID();
  const secret = newSessionSecret();
  const metadata = { actorId: 'system', correlationId: 'test', causationId: 'test', at: now.toISOString() };
  const event = (type: string, data: unknown) => ({ eventId: randomUUID(), type, data, metadata });
  await eventStore.append(
    userStream(userId),
    [
      event('UserRegistered', {
        userId,
        email: `moderator.${userId.slice(0, 8)}@example.in`,
        firstName: 'Meera',
        lastName: 'Tester',
        mobile: null,
        passwordHash: null,
      }),
      event('RoleGranted', { userId, role: 'moderator' }),
    ],
    { expectedRevision: 'no_stream' },
  );
  const expiresAt = new Date(now.getTime() + DAY_MS).toISOString();
  await eventStore.append(
    sessionStream(sessionId),
    [
      event('SessionStarted', {
        sessionId,
        userId,
        secretHash: hashSessionSecret(secret),
        expiresAt,
        via: 'password',
      }),
    ],
    { expectedRevision: 'no_stream' },
  );
  return formatSessionToken(sessionId, secret);
}
