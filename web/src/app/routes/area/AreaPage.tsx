import type { AreaDto } from '@mohalla/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/Button';
import { ErrorBoundary } from '../../../components/ui/ErrorBoundary';
import { Icon } from '../../../components/ui/Icon';
import { liveOnlineQuery } from '../../../features/chat/api/chatQueries';
import { LazyChatPanel } from '../../../features/chat/components/LazyChatPanel';
import { useChatChannel } from '../../../features/chat/hooks/useChatChannel';
import { communityKeys } from '../../../features/community/api/communityKeys';
import { areaStatsQuery, topicsQuery } from '../../../features/community/api/communityQueries';
import { CommunitySidebar } from '../../../features/community/components/CommunitySidebar';
import { type CommunityTab, CommunityTabs } from '../../../features/community/components/CommunityTabs';
import { MobileCommunityMenu } from '../../../features/community/components/MobileCommunityMenu';
import { TopicFilter } from '../../../features/community/components/TopicFilter';
import { useNotificationToasts } from '../../../features/notifications/hooks/useNotificationToasts';
import { ThreadsPanel } from '../../../features/posts/components/ThreadsPanel';
import * as styles from './AreaPage.css';

interface AreaPageProps {
  area: AreaDto;
  /** 'City, State'. */
  place: string;
  onCreateThread: () => void;
}

/**
 * The area page body, composed from the community (topic sidebar, a slide-in menu on
 * phones, the tabs), threads and chat features. Threads and chat each sit in their own
 * error boundary, so one failing leaves the other (and the page) usable.
 */
export function AreaPage({ area, place, onCreateThread }: AreaPageProps) {
  const [params, setParams] = useSearchParams();
  const [menuOpen, setMenuOpen] = useState(false);
  const stats = useQuery(areaStatsQuery(area._id)).data;
  const topics = useQuery(topicsQuery()).data ?? [];
  // One socket for the whole page, on either tab: the chat, the Active count, the Chat badge and the alerts.
  const chat = useChatChannel(area);
  useNotificationToasts(chat?.notifications ?? null);
  const liveOnline = useQuery(liveOnlineQuery(area._id)).data;
  const online = liveOnline ?? stats?.online;
  const queryClient = useQueryClient();
  const tab: CommunityTab = params.get('tab') === 'chat' ? 'chat' : 'threads';
  // On a phone the Chat tab fills the screen below a collapsed bar (AreaPage.css: chatLayout).
  const chatting = tab === 'chat';
  const topicId = params.get('topic');
  const topic = topics.find((t) => t.id === topicId) ?? null;

  const topicCounts = useMemo(
    () => (stats ? new Map(stats.topics.map((t) => [t.topicId, t.count])) : null),
    [stats],
  );
  const threadCount = stats ? (topic ? (topicCounts?.get(topic.id) ?? 0) : stats.postsTotal) : undefined;

  // Who is online changed: the menu's list of aliases is out of date.
  useEffect(() => {
    if (liveOnline != null)
      void queryClient.invalidateQueries({ queryKey: communityKeys.onlineUsers(area._id) });
  }, [liveOnline, area._id, queryClient]);

  const update = (key: string, value: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === null) next.delete(key);
        else next.set(key, value);
        return next;
      },
      { replace: true },
    );
  const selectTopic = (id: string | null) => update('topic', id);
  const topicFilter = (
    <TopicFilter
      topics={topics}
      counts={topicCounts}
      total={stats?.postsTotal ?? null}
      selected={topic?.id ?? null}
      onSelect={selectTopic}
    />
  );

  return (
    <div className={chatting ? `${styles.layout} ${styles.chatLayout}` : styles.layout}>
      <div className={styles.sidebar}>
        <CommunitySidebar
          area={area}
          place={place}
          stats={stats}
          online={online}
          topicCount={topics.length}
          topics={topicFilter}
        />
      </div>
      <div className={chatting ? `${styles.content} ${styles.chatContent}` : styles.content}>
        <div className={styles.mobileBar}>
          <div className={styles.mobileTitle}>
            <h1 className={chatting ? `${styles.mobileName} ${styles.mobileNameCompact}` : styles.mobileName}>
              {area.name}
            </h1>
            <p
              className={
                chatting ? `${styles.mobilePlace} ${styles.mobilePlaceCollapsed}` : styles.mobilePlace
              }
            >
              {place}
            </p>
          </div>
          <Button variant="secondary" size="sm" onClick={() => setMenuOpen(true)} aria-haspopup="dialog">
            <Icon name="trendingUp" size={16} /> Community
          </Button>
        </div>
        <CommunityTabs
          tab={tab}
          onTabChange={(next) => update('tab', next === 'chat' ? 'chat' : null)}
          threadCount={threadCount}
          onlineCount={online}
          threads={
            <ErrorBoundary title="The threads could not be shown">
              <ThreadsPanel
                areaId={area._id}
                topicId={topic?.id ?? null}
                topicName={topic?.name ?? null}
                onCreateThread={onCreateThread}
              />
            </ErrorBoundary>
          }
          chat={
            <ErrorBoundary title="The chat could not be shown">
              <LazyChatPanel channel={chat} online={online} />
            </ErrorBoundary>
          }
        />
      </div>
      {tab === 'chat' ? null : (
        <button type="button" className={styles.fab} onClick={onCreateThread} aria-label="Create Thread">
          <Icon name="plus" size={24} />
        </button>
      )}
      <MobileCommunityMenu
        open={menuOpen}
        onOpenChange={setMenuOpen}
        area={area}
        place={place}
        threadCount={threadCount}
        onlineCount={online}
        onCreateThread={onCreateThread}
        topics={topicFilter}
      />
    </div>
  );
}
