import type { CurrentUserDto, SignupBody } from '@mohalla/contracts';
import { DomainError } from '@mohalla/contracts';
import {
  type CommandContext,
  type CommandStore,
  claimUniqueKey,
  emailKey,
  findUserByEmail,
  loadUser,
  runCommand,
  type UserState,
  userDecider,
  userHoldsEmail,
} from '@mohalla/domain';
import { type EventStore, eventStoreCommandStore } from '@mohalla/infra';
import { DUMMY_HASH_PROMISE, hashPassword, verifyPassword } from './passwords.js';
import { type StartedSession, startSession } from './sessions.js';

export interface SignedIn {
  session: StartedSession;
  user: CurrentUserDto;
}

/**
 * One account per email, even when two sign-ups race: the email is claimed
 * through its own stream first, so exactly one of them can own it.
 */
export async function signUp(
  eventStore: EventStore,
  body: SignupBody,
  context: CommandContext,
): Promise<SignedIn> {
  const store = eventStoreCommandStore(eventStore);
  const userId = context.ids.newId('user');
  // An Idempotency-Key already used for a sign-up names that account: only a true retry
  // (same email and password) may answer it, or anyone reusing the key would get its session.
  const prior = (await loadUser(store, userId)).state;
  if (
    prior.status === 'registered' &&
    !(
      prior.email === body.email &&
      prior.passwordHash &&
      (await verifyPassword(body.password, prior.passwordHash))
    )
  ) {
    throw emailTaken();
  }
  if (await claimEmail(store, body.email, userId, context)) throw emailTaken();
  const passwordHash = await hashPassword(body.password);
  const { firstName, lastName, email, mobile } = body;
  const outcome = await runCommand(
    store,
    userDecider,
    { type: 'RegisterUser', data: { userId, email, firstName, lastName, mobile, passwordHash } },
    { ...context, actorId: userId },
  );
  const session = await startSession(eventStore, userId, 'signup', context);
  return { session, user: toCurrentUser(outcome.state) };
}

/** Claims `email` for the new account `userId`: null once it is theirs, else the id of the account holding it. */
export function claimEmail(
  store: CommandStore,
  email: string,
  userId: string,
  context: CommandContext,
): Promise<string | null> {
  return claimUniqueKey(store, emailKey(email), userId, userHoldsEmail(store, email), context);
}

/** The same answer, after the same work, for an unknown email and a wrong password. */
export async function logIn(
  eventStore: EventStore,
  email: string,
  password: string,
  context: CommandContext,
): Promise<SignedIn> {
  const store = eventStoreCommandStore(eventStore);
  const userId = await findUserByEmail(store, email);
  const user = userId ? (await loadUser(store, userId)).state : null;
  const hash = user?.status === 'registered' ? user.passwordHash : null;
  const matches = await verifyPassword(password, hash ?? (await DUMMY_HASH_PROMISE));
  if (user?.status !== 'registered' || !hash || !matches) {
    throw new DomainError('AUTH.INVALID_CREDENTIALS', 'Invalid email or password');
  }
  const session = await startSession(eventStore, user.userId, 'password', {
    ...context,
    actorId: user.userId,
  });
  return { session, user: toCurrentUser(user) };
}

export function emailTaken(): DomainError {
  return new DomainError(
    'AUTH.EMAIL_TAKEN',
    'An account with this email already exists. Try logging in instead.',
    [{ field: 'email', message: 'is already registered' }],
  );
}

export function toCurrentUser(state: UserState): CurrentUserDto {
  if (state.status !== 'registered') throw new DomainError('USER.NOT_FOUND', 'No such user.');
  return {
    id: state.userId,
    email: state.email,
    userEmail: state.email,
    firstName: state.firstName,
    lastName: state.lastName,
    userName: state.profile.userName,
    alias: state.profile.alias,
    bio: state.profile.bio,
    location: state.profile.location,
    website: state.profile.website,
    roles: state.roles,
  };
}
