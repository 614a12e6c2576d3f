// The identity feature's public face for other features: who is signed in, the guard for
// actions that need an account, and the way back after signing in. Its screens are loaded
// by app/ directly (each its own lazy chunk).
export { type CurrentUser, displayNameOf, useCurrentUser } from './hooks/useCurrentUser';
export { useRequireAuth } from './hooks/useRequireAuth';
export { loginPathFor, safeReturnTo } from './returnTo';
