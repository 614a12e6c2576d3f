/**
 * The signed-in person, as far as the UI needs to know.
 *
 * STUB: identity does not exist yet, so everyone is a guest. When sign-in
 * lands, this hook becomes a TanStack query over `GET /api/auth/user` (with the
 * spec's own retry policy) and the screens that already branch on `status`
 * light up their signed-in variants without further changes.
 */
export type CurrentUser =
  | { status: 'loading' }
  | { status: 'guest' }
  | { status: 'signedIn'; alias: string | null; displayName: string | null };

const GUEST: CurrentUser = { status: 'guest' };

export function useCurrentUser(): CurrentUser {
  return GUEST;
}
