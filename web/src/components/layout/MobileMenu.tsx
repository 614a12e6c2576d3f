import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Icon } from '../ui/Icon';
import { Sheet } from '../ui/Sheet';
import { HeaderSearch } from './HeaderSearch';
import { MenuSection } from './MenuSection';
import * as styles from './MobileMenu.css';

interface MobileMenuProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Opens the area chooser. */
  onLocation: () => void;
  /** Who is online in the current area. */
  onlineUsers: ReactNode;
  /** The signed-in card (or the sign-in buttons). */
  account: ReactNode;
}

const ABOUT = [
  { icon: 'mapPin', title: 'Local communities', text: 'Talk with the people in your own neighbourhood.' },
  { icon: 'shield', title: 'Anonymous and secure', text: 'You post under an area alias, never your name.' },
  { icon: 'message', title: 'Real-time chat', text: 'A live lobby for every area.' },
] as const;

/** The phone menu: account, search, quick actions, who is online, and what Mohalla is. */
export function MobileMenu({ open, onOpenChange, onLocation, onlineUsers, account }: MobileMenuProps) {
  const close = () => onOpenChange(false);
  return (
    <Sheet open={open} onOpenChange={onOpenChange} title="Menu">
      {account}
      <HeaderSearch onSearch={close} />
      <MenuSection id="menu-quick-actions" title="Quick Actions" headingClassName={styles.heading}>
        <div className={styles.quick}>
          <Link to="/" className={styles.quickAction} onClick={close}>
            <Icon name="home" size={18} /> Home
          </Link>
          <button
            type="button"
            className={styles.quickAction}
            onClick={() => {
              close();
              onLocation();
            }}
          >
            <Icon name="mapPin" size={18} /> Location
          </button>
        </div>
      </MenuSection>
      <MenuSection id="menu-online-users" title="Online Users" headingClassName={styles.heading}>
        {onlineUsers}
      </MenuSection>
      <MenuSection
        id="menu-about"
        title="About Mohalla"
        headingClassName={styles.heading}
        className={styles.about}
      >
        <ul className={styles.points}>
          {ABOUT.map((point) => (
            <li key={point.title} className={styles.point}>
              <Icon name={point.icon} size={18} className={styles.pointIcon} />
              <span>
                <strong>{point.title}</strong>
                <span className={styles.pointText}>{point.text}</span>
              </span>
            </li>
          ))}
        </ul>
        <nav aria-label="Legal" className={styles.legal}>
          <Link to="/terms" onClick={close}>
            Terms of Service
          </Link>
          <Link to="/privacy" onClick={close}>
            Privacy Policy
          </Link>
          <Link to="/guidelines" onClick={close}>
            Community Guidelines
          </Link>
        </nav>
      </MenuSection>
    </Sheet>
  );
}
