import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import * as loaderStyles from '../../../components/layout/FullScreenLoader.css';
import { Spinner } from '../../../components/ui/Spinner';
import { logout } from '../api/identityApi';
import { clearLogoutPending, markLogoutPending } from '../logoutPending';
import { forgetSession } from '../privacy/forgetSession';
import * as styles from './LogoutPage.css';

/** The spec's wait before leaving when the server could not be told. */
const FAILURE_REDIRECT_MS = 2000;

/** Tells the server, a second time if the first fails (a dropped connection on a phone). */
async function logoutWithOneRetry(): Promise<void> {
  try {
    await logout();
  } catch (first) {
    console.warn('Logout failed, trying once more', first);
    await logout();
  }
}

/**
 * /logout: tell the server (it ends the session and clears the cookie), drop
 * every cached answer, then a full page load of / so no state of the signed-in
 * session survives in memory. If the server cannot be told (twice), this
 * device still signs out: it remembers the unfinished sign-out (see
 * logoutPending), so the page it lands on shows a guest, and says so.
 */
export function LogoutPage() {
  const queryClient = useQueryClient();
  const [failed, setFailed] = useState(false);
  // Refs survive StrictMode's mount-unmount-mount, so the call is made once.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const leave = (delay: number) => window.setTimeout(() => window.location.assign('/'), delay);
    logoutWithOneRetry()
      .then(() => {
        clearLogoutPending();
        forgetSession(queryClient);
        leave(0);
      })
      .catch((error: unknown) => {
        console.error('Logout failed', error);
        markLogoutPending();
        forgetSession(queryClient);
        setFailed(true);
        leave(FAILURE_REDIRECT_MS);
      });
  }, [queryClient]);

  return (
    <main id="main" className={loaderStyles.screen}>
      <title>Logging out · Mohalla</title>
      <div className={styles.column}>
        <Spinner label={failed ? 'Logout failed, but redirecting to home...' : 'Logging out...'} />
        {failed ? (
          <p className={styles.note}>
            You are signed out on this device. Mohalla will end your session on the server as soon as it
            answers again.
          </p>
        ) : null}
      </div>
    </main>
  );
}
