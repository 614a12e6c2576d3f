/**
 * A sign-out the server has not confirmed (issue 21 point 7). When logout
 * fails twice the session cookie may still be alive (it is httpOnly: page
 * script cannot clear it), so this device remembers that the person asked to
 * leave: the session check treats them as a guest and ends the session first,
 * until a logout goes through or they sign in again. Only a flag is kept, no
 * token or name.
 */
const KEY = 'mohalla.logoutPending';

export function markLogoutPending(): void {
  try {
    localStorage.setItem(KEY, '1');
  } catch {
    // Storage refused (private mode, quota): the cookie cleared by the server is then the only guard.
  }
}

export function clearLogoutPending(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // Nothing was stored.
  }
}

export function isLogoutPending(): boolean {
  try {
    return localStorage.getItem(KEY) === '1';
  } catch {
    return false;
  }
}
