import type { ChatMessageDto } from '@mohalla/contracts';
import { useEffect, useRef, useState } from 'react';
import { arrivedAfter } from './arrivedAfter';

/**
 * What a screen reader should hear as the chat changes, as in a messenger:
 * each message a neighbour sends while the reader is here ('Alias: text'),
 * never the history the page opened with, nor older pages loaded above, nor
 * the reader's own messages (`isOwn`). Read from the newest message: only
 * the messages after the one that was newest before count as new.
 */
export function useNewMessageAnnouncement(
  messages: readonly ChatMessageDto[],
  isOwn: (message: ChatMessageDto) => boolean,
): string {
  const [announcement, setAnnouncement] = useState('');
  // undefined until the first list (the history) has been seen.
  const newestSeen = useRef<string | null | undefined>(undefined);
  const newest = messages.at(-1)?.id ?? null;
  const isOwnRef = useRef(isOwn);
  isOwnRef.current = isOwn;

  useEffect(() => {
    const before = newestSeen.current;
    newestSeen.current = newest;
    if (before === undefined || before === newest) return;
    const arrived = arrivedAfter(messages, before).filter((m) => !isOwnRef.current(m));
    if (arrived.length > 0) setAnnouncement(arrived.map((m) => `${m.alias}: ${m.content}`).join('\n'));
  }, [messages, newest]);

  return announcement;
}
