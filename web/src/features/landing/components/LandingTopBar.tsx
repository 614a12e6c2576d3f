import type { ReactNode } from 'react';
import { BrandLink } from '../../../components/layout/BrandLink';
import { Button } from '../../../components/ui/Button';
import { ButtonLink } from '../../../components/ui/ButtonLink';
import * as styles from './LandingTopBar.css';

interface LandingTopBarProps {
  signedIn: boolean;
  onJoin: () => void;
  /** The signed-in person's menu, supplied by the page (landing does not know identity). */
  account?: ReactNode;
}

export function LandingTopBar({ signedIn, onJoin, account }: LandingTopBarProps) {
  return (
    <header className={styles.bar}>
      <div className={styles.inner}>
        <BrandLink />
        <nav aria-label="Account" className={styles.actions}>
          {signedIn ? (
            <>
              <Button size="sm" onClick={onJoin}>
                <span className={styles.wideLabel}>Join Community Chat</span>
                {/* The full label does not fit beside the profile menu on a phone. */}
                <span className={styles.narrowLabel}>Join Chat</span>
              </Button>
              {account}
              {/* Phones have no room for it; the menu's Sign Out does the same. */}
              <ButtonLink variant="ghost" size="sm" to="/logout" className={styles.wideOnly}>
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
