import type { ChatMessageDto } from '@mohalla/contracts';
import type { HistoryPage } from './history.js';

/** Channels whose newest page is kept: the busiest few matter, the rest are read again. */
const MAX_CHANNELS = 256;
/**
 * How long a page is reused at most: its revision says whether anything was
 * sent, edited or hidden since, but not whether old messages have passed
 * the retention period meanwhile.
 */
const MAX_AGE_MS = 30_000;

export interface NewestPages {
  /** The channel's newest page as last read (callers check its revision is still the latest), or null. */
  get(channelId: string): HistoryPage | null;
  set(channelId: string, page: HistoryPage): void;
  /** Drops every kept page: an erasure changes what old pages show without touching their channels. */
  forgetAll(): void;
}

/**
 * The newest page of recently joined channels, so joins of a channel that
 * has not changed (a socket joining again, many guests arriving) are
 * answered without replaying its stream. Pages are kept as any reader sees
 * them; `forReader` marks a signed-in reader's own messages.
 */
export function newestPages({ now = () => performance.now() }: { now?: () => number } = {}): NewestPages {
  const pages = new Map<string, { page: HistoryPage; at: number }>();
  return {
    get(channelId) {
      const kept = pages.get(channelId);
      if (!kept || now() - kept.at > MAX_AGE_MS) return null;
      return kept.page;
    },
    set(channelId, page) {
      pages.delete(channelId); // to the end: the map's order is the least recently read first
      pages.set(channelId, { page: withoutMine(page), at: now() });
      if (pages.size > MAX_CHANNELS) pages.delete(pages.keys().next().value!);
    },
    forgetAll() {
      pages.clear();
    },
  };
}

/** The page's messages as `readerId` sees them: with `mine` for a signed-in reader. */
export function forReader(page: HistoryPage, readerId: string | null): ChatMessageDto[] {
  if (!readerId) return page.messages;
  return page.messages.map((message, i) => ({ ...message, mine: page.authorIds[i] === readerId }));
}

function withoutMine(page: HistoryPage): HistoryPage {
  return { ...page, messages: page.messages.map(({ mine: _mine, ...message }) => message) };
}
