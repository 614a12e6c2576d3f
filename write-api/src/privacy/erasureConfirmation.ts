import { DomainError, SessionStartedSchema, sessionStream } from '@mohalla/contracts';
import type { UserState } from '@mohalla/domain';
import type { EventStore } from '@mohalla/infra';
import { DUMMY_HASH_PROMISE, verifyPassword } from '../identity/passwords.js';

/**
 * How recent a provider sign-in must be to confirm an erasure for an account
 * without a password. Such a person cannot type a secret, so the proof that
 * the person at the keyboard is the account holder (not someone at a
 * browser left signed in) is that they just went through the provider's own
 * sign-in: a session the provider started at most this long ago.
 */
export const FRESH_PROVIDER_SIGN_IN_MS = 5 * 60 * 1000;

/**
 * Checks that the erasure is confirmed: the password for an account that
 * has one (a wrong or missing one is 401, after the same hashing work as a
 * right one), else a fresh provider sign-in in the session asking.
 */
export async function confirmErasure(
  eventStore: EventStore,
  user: Extract<UserState, { status: 'registered' }>,
  password: string | undefined,
  sessionId: string,
  now: Date,
): Promise<void> {
  if (user.passwordHash) {
    const matches = await verifyPassword(
      password ?? '',
      password ? user.passwordHash : await DUMMY_HASH_PROMISE,
    );
    if (!password || !matches) {
      throw new DomainError(
        'AUTH.INVALID_CREDENTIALS',
        'That password is not right: your account was not erased. Type the password you sign in with.',
      );
    }
    return;
  }
  const [first] = await eventStore.readStream(sessionStream(sessionId), { maxCount: 1 });
  const started = first ? SessionStartedSchema.shape.data.safeParse(first.data) : null;
  const fresh =
    started?.success === true &&
    started.data.via === 'google' &&
    now.getTime() - Date.parse(first!.metadata.at) <= FRESH_PROVIDER_SIGN_IN_MS;
  if (!fresh) {
    throw new DomainError(
      'AUTH.REAUTHENTICATION_REQUIRED',
      'To erase an account without a password, sign in with Google again first (within the last 5 minutes), then confirm.',
    );
  }
}
