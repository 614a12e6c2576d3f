import { Icon } from '../../../components/ui/Icon';
import * as styles from './ProfileMenu.css';

/** What the account menu's trigger shows: the initial, the name, a chevron. */
export function ProfileFace({ displayName }: { displayName: string }) {
  return (
    <>
      <span className={styles.avatar} aria-hidden="true">
        {displayName.slice(0, 1)}
      </span>
      <span className={styles.name}>{displayName}</span>
      <Icon name="chevronDown" size={16} />
    </>
  );
}
