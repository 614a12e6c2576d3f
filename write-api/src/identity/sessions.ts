import { type SessionEvent, sessionStream } from '@mohalla/contracts';
import { type CommandContext, metadataFor } from '@mohalla/domain';
import { type EventStore, formatSessionToken, hashSessionSecret, newSessionSecret } from '@mohalla/infra';

/** How long a session lives without signing in again. */
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

export interface StartedSession {
  token: string;
  position: number;
  expiresAt: Date;
}

/** Opens a session for the user: a new stream whose first event holds only the secret's hash. */
export async function startSession(
  eventStore: EventStore,
  userId: string,
  via: 'password' | 'signup' | 'google',
  context: CommandContext,
): Promise<StartedSession> {
  const sessionId = crypto.randomUUID();
  const secret = newSessionSecret();
  const expiresAt = new Date(context.now.getTime() + SESSION_TTL_MS);
  const event: SessionEvent = {
    type: 'SessionStarted',
    data: {
      sessionId,
      userId,
      secretHash: hashSessionSecret(secret),
      expiresAt: expiresAt.toISOString(),
      via,
    },
  };
  const result = await eventStore.append(
    sessionStream(sessionId),
    [{ eventId: crypto.randomUUID(), ...event, metadata: { ...metadataFor(context), actorId: userId } }],
    { expectedRevision: 'no_stream' },
  );
  return { token: formatSessionToken(sessionId, secret), position: result.position, expiresAt };
}

/** Ends a session for good; ending one that already ended changes nothing. */
export async function endSession(
  eventStore: EventStore,
  sessionId: string,
  context: CommandContext,
): Promise<void> {
  const stream = sessionStream(sessionId);
  const events = await eventStore.readStream(stream);
  if (events.length === 0 || events.some((e) => e.type === 'SessionEnded')) return;
  const event: SessionEvent = { type: 'SessionEnded', data: { sessionId, reason: 'logout' } };
  await eventStore.append(
    stream,
    [{ eventId: crypto.randomUUID(), ...event, metadata: metadataFor(context) }],
    {
      expectedRevision: events.at(-1)!.revision,
    },
  );
}
