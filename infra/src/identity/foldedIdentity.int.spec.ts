import { randomUUID } from 'node:crypto';
import { sessionStream } from '@mohalla/contracts';
import { describe, expect, it } from 'vitest';
import { newEvent } from '../eventStore/eventStoreContractHelpers.js';
import { sqliteStores } from '../testing/sqliteStores.js';
import { formatSessionToken, hashSessionSecret, newSessionSecret } from './sessionToken.js';
import { verifySession } from './sessionVerifier.js';

const { twoProcesses } = sqliteStores('mohalla-folded-identity-');

// Two stores on one file stand for two processes: each has its own caches.
describe('sessions checked from a cache still see what another process wrote, at the next lookup', () => {
  it('a session ended by another process is refused at the next request', async () => {
    const { here, there } = twoProcesses();
    const userId = randomUUID();
    const sessionId = randomUUID();
    const secret = newSessionSecret();
    const expiresAt = new Date(Date.now() + 60_000).toISOString();
    const started = newEvent('SessionStarted', {
      sessionId,
      userId,
      secretHash: hashSessionSecret(secret),
      expiresAt,
      via: 'signup',
    });
    await here.append(sessionStream(sessionId), [started], { expectedRevision: 'no_stream' });
    const token = formatSessionToken(sessionId, secret);

    expect(await verifySession(here, token, new Date())).toMatchObject({ sessionId, userId });
    // Cached now; the logout happens elsewhere.
    await there.append(
      sessionStream(sessionId),
      [newEvent('SessionEnded', { sessionId, reason: 'logout' })],
      {
        expectedRevision: 0,
      },
    );
    expect(await verifySession(here, token, new Date())).toBeNull();
  });

  it('a cached session still refuses a wrong secret and an expired session', async () => {
    const { here } = twoProcesses();
    const sessionId = randomUUID();
    const secret = newSessionSecret();
    const expiresAt = new Date(Date.now() + 60_000);
    const started = newEvent('SessionStarted', {
      sessionId,
      userId: randomUUID(),
      secretHash: hashSessionSecret(secret),
      expiresAt: expiresAt.toISOString(),
      via: 'signup',
    });
    await here.append(sessionStream(sessionId), [started], { expectedRevision: 'no_stream' });
    expect(await verifySession(here, formatSessionToken(sessionId, secret), new Date())).not.toBeNull();
    expect(
      await verifySession(here, formatSessionToken(sessionId, newSessionSecret()), new Date()),
    ).toBeNull();
    expect(
      await verifySession(here, formatSessionToken(sessionId, secret), new Date(expiresAt.getTime() + 1)),
    ).toBeNull();
  });
});
