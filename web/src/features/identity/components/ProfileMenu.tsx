import { lazy, Suspense } from 'react';
import { useCurrentUser } from '../hooks/useCurrentUser';
import { ProfileFace } from './ProfileFace';
import * as styles from './ProfileMenu.css';

/** Radix's menu and its positioning: code only a signed-in person's page needs. */
const AccountMenu = lazy(() => import('./AccountMenu').then((m) => ({ default: m.AccountMenu })));

/**
 * The signed-in person's menu in the header (nothing for a guest). Until its
 * code has loaded, the same face stands in the trigger's place, so nothing moves.
 */
export function ProfileMenu() {
  const current = useCurrentUser();
  if (current.status !== 'signedIn') return null;
  return (
    <Suspense
      fallback={
        <span className={styles.trigger} aria-hidden="true">
          <ProfileFace displayName={current.displayName} />
        </span>
      }
    >
      <AccountMenu user={current.user} displayName={current.displayName} />
    </Suspense>
  );
}
