import { sessionStream, userStream } from '@mohalla/contracts';
import { chatActivity } from './chatActivity.js';
import { event, type Resident } from './historyBuilder.js';
import { neighbourhood } from './neighbourhood.js';
import { postActivity } from './postActivity.js';

/**
 * Asha and Ravi in one area, a moderator deciding: each writes, edits,
 * votes, marks and reports the other; Asha's post is hidden and restored,
 * one of her messages hidden, Ravi's report of her post upheld, Asha
 * suspended and reinstated, and she signs in twice and out once.
 */
export function twoNeighbours() {
  const hood = neighbourhood();
  const { append, asha, ravi, areaId, moderatorId, ids } = hood;

  for (const person of [asha, ravi]) {
    const { userId, email, firstName, lastName } = person;
    append(
      userStream(userId),
      event('UserRegistered', {
        userId,
        email,
        firstName,
        lastName,
        mobile: '+91 98765 43210',
        passwordHash: 'scrypt$16384$8$1$salt$hash',
      }),
      userId,
    );
    append(userStream(userId), event('AreaAliasAssigned', { userId, areaId, alias: person.alias }), userId);
  }
  append(
    userStream(asha.userId),
    event('UserLinkedProvider', {
      userId: asha.userId,
      provider: 'google',
      subject: 'google-sub-asha',
      picture: null,
    }),
  );
  const session = (person: Resident, sessionId: string, via: 'signup' | 'password') =>
    append(
      sessionStream(sessionId),
      event('SessionStarted', {
        sessionId,
        userId: person.userId,
        secretHash: `hash-of-${sessionId}`,
        expiresAt: '2026-02-01T00:00:00.000Z',
        via,
      }),
      person.userId,
    );
  session(asha, ids.ashaSession, 'signup');
  session(ravi, ids.raviSession, 'signup');
  session(asha, ids.ashaLogin, 'password');
  append(sessionStream(ids.ashaLogin), event('SessionEnded', { sessionId: ids.ashaLogin, reason: 'logout' }));

  postActivity(hood);
  chatActivity(hood);
  append(
    userStream(asha.userId),
    event('UserSuspended', {
      userId: asha.userId,
      moderatorId,
      reason: 'Cool off',
      until: '2026-01-08T00:00:00.000Z',
    }),
    moderatorId,
  );
  append(
    userStream(asha.userId),
    event('UserReinstated', { userId: asha.userId, moderatorId, reason: 'Served' }),
    moderatorId,
  );
  append(
    userStream(ravi.userId),
    event('UserWarned', { userId: ravi.userId, moderatorId, reason: 'Be kind' }),
    moderatorId,
  );

  return hood;
}
