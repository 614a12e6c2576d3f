import {
  type ChatChannelDocument,
  type ChatMessageLocationDocument,
  ChatReadModels,
  type ProjectionName,
} from '@mohalla/contracts';
import type { ReadStore } from '@mohalla/infra';
import type { Projection } from '../projection.js';

export const chatChannelsOf = (store: ReadStore) =>
  store.collection<ChatChannelDocument>(ChatReadModels.channels, { indexes: [['areaId']] });
export const chatMessagesOf = (store: ReadStore) =>
  store.collection<ChatMessageLocationDocument>(ChatReadModels.messages);

/**
 * Which area each lobby channel belongs to, and which channel each message
 * is in. The messages themselves are never projected: chat is read back by
 * replaying the channel's stream.
 */
export const chatIndexProjection: Projection = {
  name: 'chatIndex' satisfies ProjectionName,
  categories: ['area', 'channel'],
  handles: ['AreaCreated', 'AreaDeleted', 'MessageSent'],
  collections: [ChatReadModels.channels, ChatReadModels.messages],
  open(store) {
    chatChannelsOf(store);
    chatMessagesOf(store);
  },
  async apply(event, { store }) {
    switch (event.type) {
      case 'AreaCreated':
        await chatChannelsOf(store).put(
          { _id: event.data.lobbyChannelId, areaId: event.data.areaId },
          event.position,
        );
        return;
      case 'AreaDeleted':
        await chatChannelsOf(store).removeWhere({ areaId: event.data.areaId }, event.position);
        return;
      case 'MessageSent': {
        const { messageId, channelId, areaId } = event.data;
        await chatMessagesOf(store).put({ _id: messageId, channelId, areaId }, event.position);
        return;
      }
      default:
        return;
    }
  },
};
