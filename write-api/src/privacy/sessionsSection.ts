import type { DataExport, ExportedSession } from '@mohalla/contracts';
import type { Footprint } from './personFootprint.js';

/**
 * Their sessions: how and when each began, when it expires or ended. The
 * log holds no last-seen time (verifying a session writes nothing), so the
 * export has none; the secret's hash is never copied.
 */
export function sessionsSection({ events }: Footprint, currentSessionId: string): DataExport['sessions'] {
  const sessions = new Map<string, ExportedSession>();
  for (const { event, metadata } of events) {
    if (event.type === 'SessionStarted') {
      const { sessionId, via, expiresAt } = event.data;
      sessions.set(sessionId, {
        ...{ sessionId, via, startedAt: metadata.at, expiresAt },
        ...{ endedAt: null, endReason: null, current: sessionId === currentSessionId },
      });
    } else if (event.type === 'SessionEnded') {
      const session = sessions.get(event.data.sessionId);
      if (!session || session.endedAt) continue;
      session.endedAt = metadata.at;
      session.endReason = event.data.reason;
    }
  }
  return [...sessions.values()];
}
