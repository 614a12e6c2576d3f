import * as RadixDialog from '@radix-ui/react-dialog';
import { Icon } from './Icon';
import * as styles from './OverlayClose.css';

/** The round close button in the header of a dialog or a sheet (both are Radix dialogs). */
export function OverlayClose() {
  return (
    <RadixDialog.Close className={styles.close} aria-label="Close">
      <Icon name="close" size={18} />
    </RadixDialog.Close>
  );
}
