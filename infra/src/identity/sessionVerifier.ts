import { parseDomainEvent, sessionStream } from '@mohalla/contracts';
import type { EventStore } from '../eventStore/port.js';
import { parseSessionToken, sessionSecretMatches } from './sessionToken.js';

export interface VerifiedSession {
  sessionId: string;
  userId: string;
  /** Log position of the session's start: a read side that waits for it knows the user's registration. */
  position: number;
}

/**
 * Checks a token against its session stream in the log itself, so a logout
 * anywhere is honoured everywhere at once (no cache to go stale).
 */
export async function verifySession(
  eventStore: EventStore,
  token: string,
  now: Date,
): Promise<VerifiedSession | null> {
  const parsed = parseSessionToken(token);
  if (!parsed) return null;
  const events = await eventStore.readStream(sessionStream(parsed.sessionId));
  let started: VerifiedSession | null = null;
  for (const recorded of events) {
    const event = parseDomainEvent(recorded);
    if (event.type === 'SessionStarted') {
      const fresh = new Date(event.data.expiresAt) > now;
      if (!fresh || !sessionSecretMatches(parsed.secret, event.data.secretHash)) return null;
      started = { sessionId: parsed.sessionId, userId: event.data.userId, position: recorded.position };
    } else if (event.type === 'SessionEnded') {
      return null;
    }
  }
  return started;
}
