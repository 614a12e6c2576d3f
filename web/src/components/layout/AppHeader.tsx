import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import type { ReactNode } from 'react';
import { Icon } from '../ui/Icon';
import * as styles from './AppHeader.css';
import { BrandLink } from './BrandLink';

interface AppHeaderProps {
  /** Where the person is, e.g. 'Maharashtra · Mumbai'; 'Detecting...' when unknown. */
  locationText: string;
  actions?: ReactNode;
}

/** The header of the main screens: home, where you are, and what you can do. */
export function AppHeader({ locationText, actions }: AppHeaderProps) {
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <BrandLink />
        <div className={styles.locationSlot}>
          <p className={styles.location}>
            <Icon name="mapPin" size={16} className={styles.locationIcon} />
            <span className={styles.locationText}>
              <VisuallyHidden>Location: </VisuallyHidden>
              {locationText}
            </span>
          </p>
        </div>
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </div>
    </header>
  );
}
