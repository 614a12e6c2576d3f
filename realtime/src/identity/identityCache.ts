import { sessionStream, userStream } from '@mohalla/contracts';
import { loadUser, type UserState } from '@mohalla/domain';
import { type EventStore, eventStoreCommandStore, verifySession } from '@mohalla/infra';

/** Entries kept per kind; the oldest goes first when full. */
const MAX_ENTRIES = 10_000;

interface CachedSession {
  sessionId: string;
  userId: string;
  /** The session stream's last revision when it was verified. */
  revision: number;
  expiresAt: number;
}

/**
 * Sessions and users as the chat checks them on every command, without
 * folding their streams each time. Each answer is as fresh as the log: a
 * cached entry is used only while its stream's last revision is the one it
 * was folded at (one indexed read of one row), so a logout or a suspension
 * written by any process applies to the very next command; a changed user
 * stream is folded on from the cached revision (by `loadUser`).
 */
export function identityCache(eventStore: EventStore) {
  const sessions = new Map<string, CachedSession>();
  const users = new Map<string, { state: UserState; revision: number }>();

  /**
   * Stream revisions read in this turn of the event loop. A burst of frames
   * arrives in one turn, many of them one person's (tabs, quick sends), and
   * they are checked as of the turn's first read, as if they had come
   * together: a logout committed later in the turn (by a writer elsewhere)
   * was not answered before these frames came, so they may go before it.
   * The next turn reads again.
   */
  const readThisTurn = new Map<string, number>();
  const lastRevision = async (stream: string) => {
    const known = readThisTurn.get(stream);
    if (known !== undefined) return known;
    const [last] = await eventStore.readStream(stream, { direction: 'backwards', maxCount: 1 });
    if (readThisTurn.size === 0) setImmediate(() => readThisTurn.clear());
    readThisTurn.set(stream, last?.revision ?? -1);
    return last?.revision ?? -1;
  };
  const remember = <V>(map: Map<string, V>, key: string, value: V) => {
    map.delete(key);
    map.set(key, value);
    if (map.size > MAX_ENTRIES) map.delete(map.keys().next().value!);
  };

  const user = async (userId: string): Promise<UserState> => {
    const cached = users.get(userId);
    if (cached && (await lastRevision(userStream(userId))) === cached.revision) return cached.state;
    // Unknown or changed: loadUser folds on from infra's cached fold of the stream.
    const { state, revision } = await loadUser(eventStoreCommandStore(eventStore), userId);
    remember(users, userId, { state, revision });
    return state;
  };

  return {
    /** The user id of a session token that is still valid, else null (as `verifySession`). */
    async sessionUser(token: string, now: Date): Promise<string | null> {
      const userId = await sessionUserOf(token, now);
      // An erased person's sessions end with the erasure; should an end not be written yet (a crash
      // between the two), the erasure in their own stream already refuses them (issue 16).
      if (userId && (await user(userId)).status === 'erased') return null;
      return userId;
    },

    /** The user's stream folded, as `loadUser` folds it. */
    user,
  };

  async function sessionUserOf(token: string, now: Date): Promise<string | null> {
    const cached = sessions.get(token);
    if (cached) {
      const revision = await lastRevision(sessionStream(cached.sessionId));
      if (revision === cached.revision && cached.expiresAt > now.getTime()) return cached.userId;
      sessions.delete(token);
    }
    const verified = await verifySession(eventStore, token, now);
    if (!verified) return null;
    // Kept at the revision the verdict was folded at: an end written since makes the stream newer.
    // Only a session that holds its start alone (revision 0) is kept.
    if (verified.revision === 0) {
      remember(sessions, token, {
        sessionId: verified.sessionId,
        userId: verified.userId,
        revision: verified.revision,
        expiresAt: Date.parse(verified.expiresAt),
      });
    }
    return verified.userId;
  }
}

export type IdentityCache = ReturnType<typeof identityCache>;
