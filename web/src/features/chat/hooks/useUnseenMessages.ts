import type { ChatMessageDto } from '@mohalla/contracts';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { arrivedAfter } from './arrivedAfter';

/**
 * How many neighbours' messages arrived while the reader was scrolled up
 * (more than `thresholdPx` from the bottom of `scrollRef`), for the 'new
 * messages' pill; back to 0 once the reader reaches the bottom or `clear`s.
 * At the bottom the list follows new messages itself, so nothing is unseen.
 */
export function useUnseenMessages(
  messages: readonly ChatMessageDto[],
  scrollRef: RefObject<HTMLElement | null>,
  isOwn: (message: ChatMessageDto) => boolean,
  thresholdPx: number,
): { unseen: number; clear: () => void } {
  const [unseen, setUnseen] = useState(0);
  // Where the reader was before the new message came (the list may follow it down after).
  const atEnd = useRef(true);
  const newestSeen = useRef<string | null | undefined>(undefined);
  const newest = messages.at(-1)?.id ?? null;
  const isOwnRef = useRef(isOwn);
  isOwnRef.current = isOwn;

  useEffect(() => {
    const scroller = scrollRef.current;
    if (!scroller) return;
    const onScroll = () => {
      atEnd.current = scroller.scrollHeight - scroller.scrollTop - scroller.clientHeight <= thresholdPx;
      if (atEnd.current) setUnseen(0);
    };
    scroller.addEventListener('scroll', onScroll, { passive: true });
    return () => scroller.removeEventListener('scroll', onScroll);
  }, [scrollRef, thresholdPx]);

  useEffect(() => {
    const before = newestSeen.current;
    newestSeen.current = newest;
    if (before === undefined || before === newest || atEnd.current) return;
    const arrived = arrivedAfter(messages, before).filter((m) => !isOwnRef.current(m)).length;
    if (arrived > 0) setUnseen((count) => count + arrived);
  }, [messages, newest]);

  return { unseen, clear: () => setUnseen(0) };
}
