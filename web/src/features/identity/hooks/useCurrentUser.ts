import type { CurrentUserDto } from '@mohalla/contracts';
import { useQuery } from '@tanstack/react-query';
import { currentUserQuery } from '../api/identityQueries';

/**
 * The signed-in person, as far as the UI needs to know. `loading` only covers
 * the first check; background refetches keep the last answer on screen. A
 * check that keeps failing (server down) leaves the person a guest: nothing
 * private is shown without a confirmed session.
 */
export type CurrentUser =
  | { status: 'loading' }
  | { status: 'guest' }
  | { status: 'signedIn'; user: CurrentUserDto; displayName: string };

export function useCurrentUser(): CurrentUser {
  const query = useQuery(currentUserQuery());
  if (query.isPending) return { status: 'loading' };
  const user = query.data ?? null;
  if (!user) return { status: 'guest' };
  return { status: 'signedIn', user, displayName: displayNameOf(user) };
}

/** The spec's order: the chosen display name, else the first name, else the email. */
export function displayNameOf(user: CurrentUserDto): string {
  return user.userName.trim() || user.firstName.trim() || user.email;
}
