import type { CurrentUserDto } from '@mohalla/contracts';
import { DomainError } from '@mohalla/contracts';
import {
  type CommandContext,
  type CommandStore,
  claimUniqueKey,
  findKeyOwner,
  findUserByEmail,
  loadUser,
  type OwnerCheck,
  runCommand,
  type UniqueKey,
  userDecider,
} from '@mohalla/domain';
import { type EventStore, eventStoreCommandStore } from '@mohalla/infra';
import { claimEmail, toCurrentUser } from './accounts.js';
import { type StartedSession, startSession } from './sessions.js';

/** Who the provider says signed in: only ever what it vouched for (ID token, userinfo), never the client. */
export interface ProviderIdentity {
  provider: 'google';
  /** The provider's stable id for the person (`sub`). Emails change; this does not. */
  subject: string;
  /** Already normalized. */
  email: string;
  emailVerified: boolean;
  firstName: string;
  lastName: string;
  picture: string | null;
}

export interface ProviderSignedIn {
  session: StartedSession;
  user: CurrentUserDto;
  /** A new account was made for this identity. */
  created: boolean;
}

const subjectKey = (identity: ProviderIdentity): UniqueKey => ({
  scope: `provider:${identity.provider}`,
  value: identity.subject,
});

const userHoldsSubject =
  (store: CommandStore, identity: ProviderIdentity): OwnerCheck =>
  async (userId) => {
    const user = await loadUser(store, userId);
    const holds =
      user.state.status === 'registered' && user.state.providers[identity.provider] === identity.subject;
    return { holds, lastPosition: user.position };
  };

/** Lost a race to another request for the same subject or email: look again from the top. */
class LostRace extends Error {}
const RETRY_DELAYS_MS = [25, 100, 250, 500];

/**
 * Signs in with a provider's identity, in this order:
 * (a) the account already linked to this subject (one account per subject:
 *     the subject is claimed like an email);
 * (b) else the account holding this email, linked now, but only when the
 *     provider verified the email: linking on an unverified one would hand
 *     the account to whoever typed that address at the provider;
 * (c) else a new account (no password, no mobile), its email claimed as
 *     sign-up claims it, so one account per email holds across both paths
 *     even when they race.
 * A request that loses a race looks again, so two racing first sign-ins of
 * one person end in the same account.
 */
export async function signInWithProvider(
  eventStore: EventStore,
  identity: ProviderIdentity,
  context: CommandContext,
): Promise<ProviderSignedIn> {
  const store = eventStoreCommandStore(eventStore);
  for (let attempt = 0; ; attempt++) {
    try {
      const { userId, created } = await resolveAccount(store, identity, context);
      const session = await startSession(eventStore, userId, 'google', { ...context, actorId: userId });
      return {
        session,
        user: toCurrentUser((await loadUser(store, userId)).state),
        created,
      };
    } catch (error) {
      if (!(error instanceof LostRace)) throw error;
      const delay = RETRY_DELAYS_MS[attempt];
      if (delay === undefined) {
        throw new DomainError(
          'CONCURRENCY.CONFLICT',
          'Another sign-in for this account is under way. Try again.',
        );
      }
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
}

async function resolveAccount(
  store: CommandStore,
  identity: ProviderIdentity,
  context: CommandContext,
): Promise<{ userId: string; created: boolean }> {
  const holdsSubject = userHoldsSubject(store, identity);
  const linked = await findKeyOwner(store, subjectKey(identity), holdsSubject);
  if (linked) return { userId: linked, created: false };

  const existing = await findUserByEmail(store, identity.email);
  if (existing) {
    await linkExisting(store, existing, identity, context);
    return { userId: existing, created: false };
  }

  const userId = context.ids.newId('user');
  // The Idempotency-Key's account exists but holds neither this subject nor this email: a
  // racing twin still linking it (look again), or someone else's key, never to be signed into.
  if ((await loadUser(store, userId)).state.status !== 'absent') throw new LostRace();
  // Someone took the email since we looked (a sign-up, or this same person in another tab).
  if (await claimEmail(store, identity.email, userId, context)) throw new LostRace();
  if ((await claimUniqueKey(store, subjectKey(identity), userId, holdsSubject, context)) !== null) {
    throw new LostRace();
  }
  const { email, firstName, lastName, provider, subject, picture } = identity;
  const actor = { ...context, actorId: userId };
  await runCommand(
    store,
    userDecider,
    { type: 'RegisterUser', data: { userId, email, firstName, lastName, mobile: null, passwordHash: null } },
    actor,
  );
  await runCommand(
    store,
    userDecider,
    { type: 'LinkProvider', data: { userId, provider, subject, picture } },
    actor,
  );
  return { userId, created: true };
}

async function linkExisting(
  store: CommandStore,
  userId: string,
  identity: ProviderIdentity,
  context: CommandContext,
): Promise<void> {
  if (!identity.emailVerified) {
    throw new DomainError(
      'AUTH.EMAIL_TAKEN',
      'An account with this email already exists, and Google has not verified this email. Sign in with your password first.',
      [{ field: 'email', message: 'is already registered' }],
    );
  }
  const user = await loadUser(store, userId);
  const current = user.state.status === 'registered' ? user.state.providers[identity.provider] : undefined;
  if (current && current !== identity.subject) {
    throw new DomainError(
      'AUTH.EMAIL_TAKEN',
      'The account with this email is linked to a different Google account. Sign in with that one or with your password.',
      [{ field: 'email', message: 'is already registered' }],
    );
  }
  const holder = await claimUniqueKey(
    store,
    subjectKey(identity),
    userId,
    userHoldsSubject(store, identity),
    context,
  );
  if (holder) throw new LostRace();
  const { provider, subject, picture } = identity;
  await runCommand(
    store,
    userDecider,
    { type: 'LinkProvider', data: { userId, provider, subject, picture } },
    { ...context, actorId: userId },
  );
}
