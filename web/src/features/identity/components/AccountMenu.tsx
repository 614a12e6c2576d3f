import { type CurrentUserDto, canModerate } from '@mohalla/contracts';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Icon } from '../../../components/ui/Icon';
import { LazyEraseAccountDialog } from '../privacy/LazyEraseAccountDialog';
import { useDataExport } from '../privacy/useDataExport';
import { LazyProfileDialog } from './LazyProfileDialog';
import { ProfileFace } from './ProfileFace';
import * as styles from './ProfileMenu.css';

/**
 * The signed-in person's menu in the header: who they are, Edit Profile, their
 * data (a copy to download, erasure), Sign Out.
 */
export function AccountMenu({ user, displayName }: { user: CurrentUserDto; displayName: string }) {
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);
  const [erasing, setErasing] = useState(false);
  // Held here, not in the menu's content: the download goes on after the menu closes.
  const dataExport = useDataExport();

  return (
    <>
      {/* Non-modal: a modal menu that opens a modal dialog can leave the page inert. */}
      <DropdownMenu.Root modal={false}>
        <DropdownMenu.Trigger className={styles.trigger} aria-label={`Account menu for ${displayName}`}>
          <ProfileFace displayName={displayName} />
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content className={styles.content} align="end" sideOffset={8}>
            <DropdownMenu.Label className={styles.label}>
              <span className={styles.labelName}>{displayName}</span>
              <span className={styles.labelEmail}>{user.email}</span>
            </DropdownMenu.Label>
            <DropdownMenu.Separator className={styles.separator} />
            <DropdownMenu.Item className={styles.item} onSelect={() => setEditing(true)}>
              <Icon name="pencil" size={16} /> Edit Profile
            </DropdownMenu.Item>
            <DropdownMenu.Item
              className={styles.item}
              onSelect={dataExport.download}
              disabled={dataExport.busy}
            >
              <Icon name="download" size={16} />{' '}
              {dataExport.busy ? 'Preparing your data…' : 'Download my data'}
            </DropdownMenu.Item>
            <DropdownMenu.Item
              className={styles.item}
              onSelect={() => setErasing(true)}
              onPointerEnter={LazyEraseAccountDialog.preload}
              onFocus={LazyEraseAccountDialog.preload}
            >
              <Icon name="trash" size={16} /> Delete my account
            </DropdownMenu.Item>
            {canModerate(user.roles) ? (
              <DropdownMenu.Item className={styles.item} onSelect={() => navigate('/moderation')}>
                <Icon name="shield" size={16} /> Moderation
              </DropdownMenu.Item>
            ) : null}
            <DropdownMenu.Item className={styles.item} onSelect={() => navigate('/logout')}>
              <Icon name="logOut" size={16} /> Sign Out
            </DropdownMenu.Item>
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      <LazyProfileDialog user={user} open={editing} onOpenChange={setEditing} />
      <LazyEraseAccountDialog open={erasing} onOpenChange={setErasing} />
    </>
  );
}
