import type { ChatMessageDto } from '@mohalla/contracts';
import { useVirtualizer } from '@tanstack/react-virtual';
import { type ReactNode, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Icon } from '../../../components/ui/Icon';
import { visuallyHidden } from '../../../styles/text.css';
import { useLoadOlderOnScroll } from '../hooks/useLoadOlderOnScroll';
import { useNewMessageAnnouncement } from '../hooks/useNewMessageAnnouncement';
import { useUnseenMessages } from '../hooks/useUnseenMessages';
import * as styles from './MessageList.css';
import { type OlderControls, OlderMessagesBar } from './OlderMessagesBar';

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
// Closer than this to the bottom, the reader is 'at the bottom': new messages are followed.
const AT_END_PX = 80;

/**
 * The message list, virtualized: only the rows in view (and a few around)
 * are in the DOM, so 10,000 messages scroll like 30. Anchored at the end, as
 * a chat is: it starts at the newest message, follows new ones only while
 * the reader is at the bottom, and keeps the row in view still when older
 * pages are prepended above it (its offset from the bottom is kept). Older
 * pages load as the reader scrolls up (the button stays for the keyboard);
 * scrolled up, a pill tells of new messages below. A screen reader hears each neighbour's new
 * message politely (a hidden log), not the rows the virtualizer mounts while
 * scrolling nor older pages loading. The empty state sits beside the feed:
 * a feed holds only articles.
 */
export function MessageList({ messages, older, renderMessage, followId, empty, isOwn }: MessageListProps) {
  const announcement = useNewMessageAnnouncement(messages, isOwn);
  const scrollRef = useRef<HTMLDivElement>(null);
  const [sentinel, setSentinel] = useState<HTMLDivElement | null>(null);
  useLoadOlderOnScroll(scrollRef, sentinel, older);
  const { unseen, clear } = useUnseenMessages(messages, scrollRef, isOwn, AT_END_PX);
  const virtualizer = useVirtualizer({
    count: messages.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ESTIMATED_ROW_PX,
    getItemKey: (index) => messages[index]?.id ?? index,
    anchorTo: 'end',
    followOnAppend: true,
    scrollEndThreshold: AT_END_PX,
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
      <OlderMessagesBar older={older} />
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
            <div ref={setSentinel} className={styles.sentinel} aria-hidden="true" />
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
      {unseen > 0 ? (
        <button
          type="button"
          className={styles.newPill}
          onClick={() => {
            virtualizer.scrollToEnd();
            clear();
          }}
        >
          <Icon name="chevronDown" size={16} /> {unseen === 1 ? '1 new message' : `${unseen} new messages`}
        </button>
      ) : null}
      <div className={visuallyHidden} role="log" aria-label="New messages">
        {announcement}
      </div>
    </>
  );
}
