import type { AreaDto } from '@mohalla/contracts';
import type { ReactNode } from 'react';
import { MenuSection } from '../../../components/layout/MenuSection';
import { Button } from '../../../components/ui/Button';
import { Icon } from '../../../components/ui/Icon';
import { Sheet } from '../../../components/ui/Sheet';
import { showCount } from '../showCount';
import { AreaPlace } from './AreaPlace';
import * as styles from './MobileCommunityMenu.css';

interface MobileCommunityMenuProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  area: AreaDto;
  place: string;
  threadCount: number | undefined;
  onlineCount: number | undefined;
  onCreateThread: () => void;
  /** The topic filter, so phones can filter too. */
  topics: ReactNode;
}

/** Phones: the sidebar as a slide-in menu (name, Threads, Online, Create Thread, topics). */
export function MobileCommunityMenu({
  open,
  onOpenChange,
  area,
  place,
  threadCount,
  onlineCount,
  onCreateThread,
  topics,
}: MobileCommunityMenuProps) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange} title={area.name} side="left">
      <AreaPlace place={place} className={styles.place} />
      <dl className={styles.stats}>
        <div className={styles.stat}>
          <dt>Threads</dt>
          <dd>{showCount(threadCount)}</dd>
        </div>
        <div className={styles.stat}>
          <dt>Online</dt>
          <dd>{showCount(onlineCount)}</dd>
        </div>
      </dl>
      <Button
        block
        onClick={() => {
          onOpenChange(false);
          onCreateThread();
        }}
      >
        <Icon name="plus" size={18} /> Create Thread
      </Button>
      <MenuSection id="mobile-topics-title" title="Popular Topics" headingClassName={styles.heading}>
        {topics}
      </MenuSection>
    </Sheet>
  );
}
