import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import type { ReactNode } from 'react';
import { Icon } from '../ui/Icon';
import * as styles from './AppHeader.css';
import { BrandLink } from './BrandLink';
import { HeaderSearch } from './HeaderSearch';

interface AppHeaderProps {
  /** Where the person is, e.g. 'Maharashtra · Mumbai'; 'Detecting...' when unknown. */
  locationText: string;
  /** Opens the area chooser when the location is pressed. */
  onLocationClick?: () => void;
  /** The pointer is over, or focus on, the location: the chooser is likely to open next. */
  onLocationIntent?: () => void;
  actions?: ReactNode;
  /** Opens the mobile menu (phones only). */
  onMenuClick?: () => void;
}

/** The header of the main screens: home, where you are, search, and what you can do. */
export function AppHeader({
  locationText,
  onLocationClick,
  onLocationIntent,
  actions,
  onMenuClick,
}: AppHeaderProps) {
  const location = (
    <>
      <Icon name="mapPin" size={16} className={styles.locationIcon} />
      <span className={styles.locationText}>
        <VisuallyHidden>Location: </VisuallyHidden>
        {locationText}
      </span>
    </>
  );
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <BrandLink />
        <div className={styles.locationSlot}>
          {onLocationClick ? (
            <button
              type="button"
              className={`${styles.location} ${styles.locationButton}`}
              onClick={onLocationClick}
              onPointerEnter={onLocationIntent}
              onFocus={onLocationIntent}
            >
              {location}
            </button>
          ) : (
            <p className={styles.location}>{location}</p>
          )}
        </div>
        <div className={styles.search}>
          <HeaderSearch />
        </div>
        {actions ? <div className={styles.actions}>{actions}</div> : null}
        {onMenuClick ? (
          <button type="button" className={styles.menuButton} onClick={onMenuClick} aria-label="Open menu">
            <Icon name="menu" size={20} />
          </button>
        ) : null}
      </div>
    </header>
  );
}
