import type { AreaDto, NotificationDto } from '@mohalla/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { chatKeys } from '../api/chatKeys';
import { channelQuery } from '../api/chatQueries';
import { type ChannelAction, type ChannelState, reduceChannel } from '../channelState';
import { ChannelConnection, type ChatCommand } from '../realtime/channelConnection';
import type { ConnectionStatus } from '../realtime/chatSocket';

/** `/ws` on the page's own origin: the gateway passes the upgrade on, the session cookie goes along. */
const socketUrl = () => `${location.origin.replace(/^http/, 'ws')}/ws`;

const noSubscription = () => () => undefined;
const stillConnecting = (): ConnectionStatus => 'connecting';

type NotificationListener = (notification: NotificationDto) => void;

/**
 * The area page's live link to its lobby: one WebSocket for the whole page,
 * whichever tab is open (the chat panel, the Active count, the Chat badge and
 * the alert toasts all read from it), the channel's state in the query cache,
 * the commands the panel sends, and `notifications` to listen to the area's
 * alerts. Null when the area has no lobby channel.
 */
export function useChatChannel(area: AreaDto) {
  const channelId = area.channels.find((c) => c.type === 'lobby')?._id ?? null;
  const areaId = area._id;
  const queryClient = useQueryClient();
  const history = useQuery({ ...channelQuery(channelId ?? '', areaId), enabled: channelId !== null });
  const [connection, setConnection] = useState<ChannelConnection | null>(null);
  // Outlive any one connection: a listener stays subscribed across reconnections and area changes.
  const [listeners] = useState(() => new Set<NotificationListener>());
  const notifications = useCallback(
    (listener: NotificationListener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    [listeners],
  );

  // Before the first page there is nothing to fold into (and the join waits for it).
  const dispatch = useCallback(
    (action: ChannelAction) => {
      if (channelId === null) return;
      queryClient.setQueryData<ChannelState>(
        chatKeys.channel(channelId),
        (s) => s && reduceChannel(s, action),
      );
    },
    [queryClient, channelId],
  );

  useEffect(() => {
    if (channelId === null) return;
    const opened = new ChannelConnection({
      channelId,
      areaId,
      url: socketUrl(),
      readState: () => queryClient.getQueryData<ChannelState>(chatKeys.channel(channelId)),
      dispatch,
      onOnlineCount: (count) => queryClient.setQueryData(chatKeys.online(areaId), count),
      onNotification: (notification) => {
        for (const listener of listeners) listener(notification);
      },
    });
    setConnection(opened);
    return () => opened.close();
  }, [channelId, areaId, queryClient, dispatch, listeners]);

  const loaded = history.data !== undefined;
  useEffect(() => {
    if (loaded) connection?.historyLoaded();
  }, [connection, loaded]);

  const status = useSyncExternalStore(
    connection?.socket.subscribe ?? noSubscription,
    connection?.socket.getStatus ?? stillConnecting,
  );

  const request = useCallback(
    (command: ChatCommand) =>
      connection ? connection.request(command) : Promise.reject(new Error('Not connected to the chat.')),
    [connection],
  );

  if (channelId === null) return null;
  return { channelId, areaId, status, history, dispatch, request, notifications };
}

export type ChatChannel = NonNullable<ReturnType<typeof useChatChannel>>;
