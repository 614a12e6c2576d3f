import { Icon } from '../../../components/ui/Icon';
import { initialOf } from '../initialOf';
import * as styles from './ProfileMenu.css';

/** What the account menu's trigger shows: the initial, the name, a chevron. */
export function ProfileFace({ displayName }: { displayName: string }) {
  return (
    <>
      {/* The initial is drawn by CSS: as text it would come before the name the
          button is labelled with ('M Meera' is not in 'Account menu for Meera'). */}
      <span className={styles.avatar} data-initial={initialOf(displayName)} aria-hidden="true" />
      <span className={styles.name}>{displayName}</span>
      <Icon name="chevronDown" size={16} />
    </>
  );
}
