import { parseDomainEvent } from '@mohalla/contracts';
import type { EventStore, RecordedEvent } from '../eventStore/port.js';
import { type StreamFoldCache, streamFoldCache } from '../eventStore/streamFoldCache.js';

/** What a session stream says: how it started, and whether it ended. */
export interface SessionState {
  started: { userId: string; secretHash: string; expiresAt: string; position: number } | null;
  ended: boolean;
}

const SESSION_LIMITS = { streams: 20_000, events: 40_000 };

function foldSession(state: SessionState, recorded: RecordedEvent): SessionState {
  const event = parseDomainEvent(recorded);
  if (event.type === 'SessionStarted') {
    const { userId, secretHash, expiresAt } = event.data;
    return { ...state, started: { userId, secretHash, expiresAt, position: recorded.position } };
  }
  if (event.type === 'SessionEnded') return { ...state, ended: true };
  return state;
}

interface IdentityCaches {
  sessions: StreamFoldCache<SessionState>;
}

// Per event store, so each store (tests open many) folds its own log. Every
// lookup still reads the stream's tail, so a logout written
// by any process applies at the next request; the cache only spares
// re-reading and re-parsing the events before it.
const caches = new WeakMap<EventStore, IdentityCaches>();

export function identityCaches(eventStore: EventStore): IdentityCaches {
  let found = caches.get(eventStore);
  if (!found) {
    found = {
      sessions: streamFoldCache<SessionState>(
        eventStore,
        foldSession,
        () => ({ started: null, ended: false }),
        SESSION_LIMITS,
      ),
    };
    caches.set(eventStore, found);
  }
  return found;
}
