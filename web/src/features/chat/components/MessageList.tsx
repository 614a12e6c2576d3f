import type { ChatMessageDto } from '@mohalla/contracts';
import { useVirtualizer } from '@tanstack/react-virtual';
import { type ReactNode, useEffect, useLayoutEffect, useRef } from 'react';
import { Button } from '../../../components/ui/Button';
import { visuallyHidden } from '../../../styles/text.css';
import { useNewMessageAnnouncement } from '../hooks/useNewMessageAnnouncement';
import * as styles from './MessageList.css';

interface OlderControls {
  /** An older page exists. */
  available: boolean;
  loading: boolean;
  /** Why the last attempt failed, shown with Retry. */
  error: string | null;
  load: () => void;
}

interface MessageListProps {
  messages: readonly ChatMessageDto[];
  older: OlderControls;
  renderMessage: (message: ChatMessageDto) => ReactNode;
  /** Bring the newest message into view when it changes to this id (the reader's own, just sent). */
  followId: string | null;
  empty: ReactNode;
  /** The reader's own messages, which are not announced to them. */
  isOwn: (message: ChatMessageDto) => boolean;
}

// Most messages are one or two lines; rows are measured once drawn.
const ESTIMATED_ROW_PX = 76;

/**
 * The message list, virtualized: only the rows in view (and a few around)
 * are in the DOM, so 10,000 messages scroll like 30. Anchored at the end, as
 * a chat is: it starts at the newest message, follows new ones only while
 * the reader is at the bottom, and keeps the row in view still when older
 * pages are prepended above it. A screen reader hears each neighbour's new
 * message politely (a hidden log), not the rows the virtualizer mounts while
 * scrolling nor older pages loading. The empty state sits beside the feed:
 * a feed holds only articles.
 */
export function MessageList({ messages, older, renderMessage, followId, empty, isOwn }: MessageListProps) {
  const announcement = useNewMessageAnnouncement(messages, isOwn);
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: messages.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ESTIMATED_ROW_PX,
    getItemKey: (index) => messages[index]?.id ?? index,
    anchorTo: 'end',
    followOnAppend: true,
    scrollEndThreshold: 80,
    overscan: 6,
  });

  useLayoutEffect(() => {
    virtualizer.scrollToEnd();
  }, [virtualizer]);

  // The reader's own message comes into view even when they had scrolled up.
  useEffect(() => {
    if (followId !== null) virtualizer.scrollToEnd();
  }, [followId, virtualizer]);

  return (
    <>
      {older.available || older.error ? (
        <div className={styles.older}>
          {older.error ? (
            <>
              <span className={styles.olderError} role="alert">
                Error loading messages: {older.error}
              </span>
              <Button size="sm" variant="secondary" onClick={older.load}>
                Retry
              </Button>
            </>
          ) : (
            <Button size="sm" variant="ghost" onClick={older.load} disabled={older.loading}>
              {older.loading ? 'Loading...' : 'Load more messages'}
            </Button>
          )}
        </div>
      ) : null}
      {messages.length === 0 ? <div className={styles.empty}>{empty}</div> : null}
      <div
        ref={scrollRef}
        className={messages.length === 0 ? styles.scrollerEmpty : styles.scroller}
        // Kept mounted (the virtualizer holds it), but a feed only once it has articles.
        {...(messages.length === 0
          ? {}
          : { role: 'feed', 'aria-label': 'Chat messages', 'aria-busy': older.loading })}
      >
        {messages.length === 0 ? null : (
          <div className={styles.canvas} style={{ height: virtualizer.getTotalSize() }}>
            {virtualizer.getVirtualItems().map((item) => {
              const message = messages[item.index];
              if (!message) return null;
              return (
                <div
                  key={item.key}
                  ref={virtualizer.measureElement}
                  data-index={item.index}
                  className={styles.row}
                  style={{ transform: `translateY(${item.start}px)` }}
                >
                  {renderMessage(message)}
                </div>
              );
            })}
          </div>
        )}
      </div>
      <div className={visuallyHidden} role="log" aria-label="New messages">
        {announcement}
      </div>
    </>
  );
}
