import { sessionStream } from '@mohalla/contracts';
import type { EventStore } from '../eventStore/port.js';
import { identityCaches } from './foldedIdentity.js';
import { parseSessionToken, sessionSecretMatches } from './sessionToken.js';

export interface VerifiedSession {
  sessionId: string;
  userId: string;
  /** Log position of the session's start: a read side that waits for it knows the user's registration. */
  position: number;
  /** When the session expires (ISO 8601), as it started. */
  expiresAt: string;
  /** The session stream's revision this verdict was folded at: a cache of it is valid while the stream stays there. */
  revision: number;
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
  const { state, revision } = await identityCaches(eventStore).sessions.load(sessionStream(parsed.sessionId));
  const { started } = state;
  if (!started || state.ended) return null;
  if (!(new Date(started.expiresAt) > now) || !sessionSecretMatches(parsed.secret, started.secretHash))
    return null;
  const { userId, position, expiresAt } = started;
  return { sessionId: parsed.sessionId, userId, position, expiresAt, revision };
}
