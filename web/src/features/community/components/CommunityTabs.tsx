import * as Tabs from '@radix-ui/react-tabs';
import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import type { ReactNode } from 'react';
import { Icon } from '../../../components/ui/Icon';
import * as styles from './CommunityTabs.css';

export type CommunityTab = 'threads' | 'chat';

interface CommunityTabsProps {
  tab: CommunityTab;
  onTabChange: (tab: CommunityTab) => void;
  threadCount: number | undefined;
  onlineCount: number | undefined;
  threads: ReactNode;
  chat: ReactNode;
}

/** Threads (with its count) and Chat (with the real online count). */
export function CommunityTabs({
  tab,
  onTabChange,
  threadCount,
  onlineCount,
  threads,
  chat,
}: CommunityTabsProps) {
  return (
    <Tabs.Root
      value={tab}
      onValueChange={(value) => onTabChange(value === 'chat' ? 'chat' : 'threads')}
      className={styles.root}
    >
      <Tabs.List className={styles.list} aria-label="Community">
        <Tabs.Trigger value="threads" className={styles.trigger}>
          <Icon name="message" size={16} /> Threads
          {threadCount === undefined ? null : <span className={styles.badge}>{threadCount}</span>}
        </Tabs.Trigger>
        <Tabs.Trigger value="chat" className={styles.trigger}>
          <Icon name="users" size={16} /> Chat
          {onlineCount === undefined ? null : (
            <span className={`${styles.badge} ${styles.liveBadge}`}>
              {onlineCount}
              <VisuallyHidden> online</VisuallyHidden>
            </span>
          )}
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="threads" className={styles.content}>
        {threads}
      </Tabs.Content>
      <Tabs.Content value="chat" className={styles.content}>
        {chat}
      </Tabs.Content>
    </Tabs.Root>
  );
}
