import { queryOptions } from '@tanstack/react-query';
import { type ChannelState, EMPTY_CHANNEL, reduceChannel } from '../channelState';
import { fetchHistoryPage } from './chatApi';
import { chatKeys } from './chatKeys';

/**
 * A channel's folded state. The query loads the newest page once (again only
 * through Retry after a failure); from then on the socket's pushes and 'Load
 * more messages' update this cache entry, so it is never refetched behind
 * them (that would drop what they added).
 */
export function channelQuery(channelId: string, areaId: string) {
  return queryOptions({
    queryKey: chatKeys.channel(channelId),
    queryFn: async ({ signal }): Promise<ChannelState> => {
      const page = await fetchHistoryPage(channelId, areaId, null, signal);
      return reduceChannel(EMPTY_CHANNEL, {
        type: 'history_loaded',
        messages: page.messages,
        nextCursor: page.nextCursor,
        revision: page.channelRevision,
      });
    },
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}

/** The live online count of an area, as the socket last pushed it; never fetched. */
export function liveOnlineQuery(areaId: string) {
  return queryOptions({
    queryKey: chatKeys.online(areaId),
    queryFn: (): number | null => null,
    enabled: false,
  });
}
