import { BrandLink } from '../../../components/layout/BrandLink';
import { Button } from '../../../components/ui/Button';
import { ButtonLink } from '../../../components/ui/ButtonLink';
import * as styles from './LandingTopBar.css';

interface LandingTopBarProps {
  signedIn: boolean;
  onJoin: () => void;
}

export function LandingTopBar({ signedIn, onJoin }: LandingTopBarProps) {
  return (
    <header className={styles.bar}>
      <div className={styles.inner}>
        <BrandLink />
        <nav aria-label="Account" className={styles.actions}>
          {signedIn ? (
            <>
              <Button size="sm" onClick={onJoin}>
                Join Community Chat
              </Button>
              <ButtonLink variant="ghost" size="sm" to="/logout">
                Logout
              </ButtonLink>
            </>
          ) : (
            <>
              <ButtonLink variant="ghost" size="sm" to="/login">
                <span className={styles.wideLabel}>Login</span>
                <span className={styles.narrowLabel}>Sign In</span>
              </ButtonLink>
              <ButtonLink size="sm" to="/signup">
                <span className={styles.wideLabel}>Sign Up</span>
                <span className={styles.narrowLabel}>Join</span>
              </ButtonLink>
            </>
          )}
        </nav>
      </div>
    </header>
  );
}
