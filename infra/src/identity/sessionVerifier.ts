import { sessionStream } from '@mohalla/contracts';
import type { EventStore } from '../eventStore/port.js';
import { identityCaches } from './foldedIdentity.js';
import { parseSessionToken, sessionSecretMatches } from './sessionToken.js';

export interface VerifiedSession {
  sessionId: string;
  userId: string;
  /** Log position of the session's start: a read side that waits for it knows the user's registration. */
  position: number;
}

/**
 * Checks a token against its session stream in the log itself: the cached
 * fold plus a read of the events after it, so a logout anywhere (any
 * process) is honoured at the next request.
 */
export async function verifySession(
  eventStore: EventStore,
  token: string,
  now: Date,
): Promise<VerifiedSession | null> {
  const parsed = parseSessionToken(token);
  if (!parsed) return null;
  const { state } = await identityCaches(eventStore).sessions.load(sessionStream(parsed.sessionId));
  const { started } = state;
  if (!started || state.ended) return null;
  if (!(new Date(started.expiresAt) > now) || !sessionSecretMatches(parsed.secret, started.secretHash))
    return null;
  return { sessionId: parsed.sessionId, userId: started.userId, position: started.position };
}
