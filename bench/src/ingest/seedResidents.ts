import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { sessionStream, userStream } from '@mohalla/contracts';
import {
  createSqliteEventStore,
  formatSessionToken,
  hashSessionSecret,
  type NewEvent,
  newSessionSecret,
} from '@mohalla/infra';
import type { Progress } from '../progress.js';

const SESSION_TTL_MS = 24 * 60 * 60 * 1000;
const CHUNK = 200;

/**
 * Writes `count` registered residents, each with an open session, straight
 * into the log of `dataDir` before the node starts: the same events sign-up
 * appends, minus the password (sign-up spends tens of milliseconds of scrypt
 * each, minutes for thousands of voters). Answers their bearer tokens.
 */
export async function seedResidents(dataDir: string, count: number, progress: Progress): Promise<string[]> {
  const store = createSqliteEventStore({ path: join(dataDir, 'events.sqlite') });
  const tokens: string[] = [];
  const at = new Date().toISOString();
  const expiresAt = new Date(Date.now() + SESSION_TTL_MS).toISOString();
  try {
    for (let done = 0; done < count; done += CHUNK) {
      const appends: Promise<unknown>[] = [];
      for (let n = done; n < Math.min(count, done + CHUNK); n++) {
        const userId = randomUUID();
        const sessionId = randomUUID();
        const secret = newSessionSecret();
        const metadata = { actorId: userId, correlationId: randomUUID(), causationId: randomUUID(), at };
        const registered: NewEvent = {
          eventId: randomUUID(),
          type: 'UserRegistered',
          data: {
            userId,
            email: `voter.${n}.${userId.slice(0, 8)}@example.in`,
            firstName: 'Bench',
            lastName: `Voter ${n}`,
            mobile: null,
            passwordHash: null,
          },
          metadata,
        };
        const started: NewEvent = {
          eventId: randomUUID(),
          type: 'SessionStarted',
          data: { sessionId, userId, secretHash: hashSessionSecret(secret), expiresAt, via: 'signup' },
          metadata,
        };
        appends.push(store.append(userStream(userId), [registered], { expectedRevision: 'no_stream' }));
        appends.push(store.append(sessionStream(sessionId), [started], { expectedRevision: 'no_stream' }));
        tokens.push(formatSessionToken(sessionId, secret));
      }
      await Promise.all(appends);
      progress.advance(appends.length / 2);
    }
  } finally {
    await store.close();
  }
  return tokens;
}
