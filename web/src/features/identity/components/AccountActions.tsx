import { ButtonLink } from '../../../components/ui/ButtonLink';
import { useCurrentUser } from '../hooks/useCurrentUser';
import { loginPathFor } from '../returnTo';
import * as styles from './AccountActions.css';
import { ProfileMenu } from './ProfileMenu';

interface AccountActionsProps {
  /** The page to come back to after signing in (the current one, usually). */
  returnTo?: string;
}

/** The header's account corner: Login and Sign Up for guests, the profile menu otherwise. */
export function AccountActions({ returnTo = '/' }: AccountActionsProps) {
  const user = useCurrentUser();
  if (user.status === 'signedIn') return <ProfileMenu />;
  if (user.status === 'loading') return null;
  return (
    <>
      <ButtonLink variant="ghost" size="sm" to={loginPathFor(returnTo)}>
        <span className={styles.wideLabel}>Login</span>
        <span className={styles.narrowLabel}>Sign In</span>
      </ButtonLink>
      <ButtonLink size="sm" to={loginPathFor(returnTo, 'signup')}>
        <span className={styles.wideLabel}>Sign Up</span>
        <span className={styles.narrowLabel}>Join</span>
      </ButtonLink>
    </>
  );
}
