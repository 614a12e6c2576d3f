import { useState } from 'react';
import { Button } from '../../../components/ui/Button';
import { ButtonLink } from '../../../components/ui/ButtonLink';
import { Icon } from '../../../components/ui/Icon';
import { useCurrentUser } from '../hooks/useCurrentUser';
import { initialOf } from '../initialOf';
import { DownloadDataButton } from '../privacy/DownloadDataButton';
import { LazyEraseAccountDialog } from '../privacy/LazyEraseAccountDialog';
import { loginPathFor } from '../returnTo';
import { LazyProfileDialog } from './LazyProfileDialog';
import * as styles from './MobileAccountCard.css';

interface MobileAccountCardProps {
  returnTo?: string;
  /** Closes the menu before a dialog opens over it. */
  onAction?: () => void;
}

/**
 * The mobile menu's account block: who is signed in, Edit Profile, their data
 * (download, delete) and Sign Out; else sign-in buttons.
 */
export function MobileAccountCard({ returnTo = '/', onAction }: MobileAccountCardProps) {
  const current = useCurrentUser();
  const [editing, setEditing] = useState(false);
  const [erasing, setErasing] = useState(false);

  if (current.status !== 'signedIn') {
    return (
      <div className={styles.guest}>
        <ButtonLink variant="secondary" size="sm" to={loginPathFor(returnTo)} onClick={onAction}>
          Sign In
        </ButtonLink>
        <ButtonLink size="sm" to={loginPathFor(returnTo, 'signup')} onClick={onAction}>
          Sign Up
        </ButtonLink>
      </div>
    );
  }

  const { user, displayName } = current;
  const fullName = [user.firstName, user.lastName].join(' ').trim();
  // The initial belongs to the name the card shows (issue 21 point 7: it followed
  // the display name while the card showed the full name).
  const shownName = fullName || 'Welcome back!';
  return (
    <div className={styles.card}>
      <div className={styles.who}>
        <span className={styles.avatar} aria-hidden="true">
          {initialOf(fullName || displayName)}
        </span>
        <span className={styles.text}>
          <span className={styles.name}>{shownName}</span>
          <span className={styles.email}>{user.email}</span>
        </span>
      </div>
      <div className={styles.actions}>
        <Button variant="secondary" size="sm" onClick={() => setEditing(true)}>
          <Icon name="pencil" size={16} /> Edit Profile
        </Button>
        <DownloadDataButton variant="ghost" size="sm" />
        <Button
          variant="ghost"
          size="sm"
          onClick={() => setErasing(true)}
          onPointerEnter={LazyEraseAccountDialog.preload}
          onFocus={LazyEraseAccountDialog.preload}
        >
          <Icon name="trash" size={16} /> Delete my account
        </Button>
        <ButtonLink variant="ghost" size="sm" to="/logout" onClick={onAction}>
          <Icon name="logOut" size={16} /> Sign Out
        </ButtonLink>
      </div>
      <LazyProfileDialog user={user} open={editing} onOpenChange={setEditing} />
      <LazyEraseAccountDialog open={erasing} onOpenChange={setErasing} />
    </div>
  );
}
