import { useMutation } from '@tanstack/react-query';
import { fetchHistoryPage } from '../api/chatApi';
import type { ChatChannel } from './useChatChannel';

/** 'Load more messages': the page older than the cursor, prepended to the channel's list. */
export function useOlderMessages(channel: ChatChannel) {
  const { channelId, areaId, dispatch } = channel;
  return useMutation({
    mutationFn: (before: number) => fetchHistoryPage(channelId, areaId, before),
    onSuccess: (page) =>
      dispatch({ type: 'older_loaded', messages: page.messages, nextCursor: page.nextCursor }),
    onError: (error) => console.error('Loading older messages failed', error),
  });
}
