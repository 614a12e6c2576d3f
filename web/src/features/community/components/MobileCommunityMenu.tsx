import type { AreaDto } from '@mohalla/contracts';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/Button';
import { Icon } from '../../../components/ui/Icon';
import { Sheet } from '../../../components/ui/Sheet';
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

const show = (n: number | undefined) => (n === undefined ? '—' : String(n));

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
      <p className={styles.place}>
        <Icon name="mapPin" size={16} />
        {place}
      </p>
      <dl className={styles.stats}>
        <div className={styles.stat}>
          <dt>Threads</dt>
          <dd>{show(threadCount)}</dd>
        </div>
        <div className={styles.stat}>
          <dt>Online</dt>
          <dd>{show(onlineCount)}</dd>
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
      <section aria-labelledby="mobile-topics-title">
        <h2 id="mobile-topics-title" className={styles.heading}>
          Popular Topics
        </h2>
        {topics}
      </section>
    </Sheet>
  );
}
