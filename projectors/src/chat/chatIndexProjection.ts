import {
  type ChatChannelDocument,
  type ChatMessageLocationDocument,
  ChatReadModels,
  type ProjectionName,
} from '@mohalla/contracts';
import type { ReadStore } from '@mohalla/infra';
import { type DocumentKind, documentsProjection } from '../documentProjection.js';
import type { ProjectedEvent } from '../projection.js';

export const chatChannelsOf = (store: ReadStore) =>
  store.collection<ChatChannelDocument>(ChatReadModels.channels, { indexes: [['areaId']] });
export const chatMessagesOf = (store: ReadStore) =>
  store.collection<ChatMessageLocationDocument>(ChatReadModels.messages);

type AreaEvent = ProjectedEvent & { type: 'AreaCreated' | 'AreaDeleted' };
type MessageSent = ProjectedEvent & { type: 'MessageSent' };

/** Which area a lobby channel belongs to: made with its area, gone with it. Pure. */
export function evolveChannel(channel: ChatChannelDocument | null, event: ProjectedEvent) {
  if (event.type === 'AreaCreated') return { _id: event.data.lobbyChannelId, areaId: event.data.areaId };
  if (event.type === 'AreaDeleted') return null;
  return channel;
}

/** Which channel (and area) a message is in. Pure. */
export function evolveMessageLocation(location: ChatMessageLocationDocument | null, event: ProjectedEvent) {
  if (event.type !== 'MessageSent') return location;
  const { messageId, channelId, areaId } = event.data;
  return { _id: messageId, channelId, areaId };
}

/** Lobby channels by id, with their area. */
export const channelKind: DocumentKind<ChatChannelDocument> = {
  collections: [ChatReadModels.channels],
  canHandle: (event) => event.type === 'AreaCreated' || event.type === 'AreaDeleted',
  documentId: (event) => {
    const e = event as AreaEvent;
    // An area's channels, whichever they are: the deletion names only the area.
    return e.type === 'AreaCreated' ? e.data.lobbyChannelId : { where: { areaId: e.data.areaId } };
  },
  opens: (event) => event.type === 'AreaCreated',
  evolve: evolveChannel,
};

/** Messages by id, with their channel and area. */
export const messageLocationKind: DocumentKind<ChatMessageLocationDocument> = {
  collections: [ChatReadModels.messages],
  canHandle: (event) => event.type === 'MessageSent',
  documentId: (event) => (event as MessageSent).data.messageId,
  opens: () => true,
  evolve: evolveMessageLocation,
};

/**
 * Which area each lobby channel belongs to, and which channel each message
 * is in. The messages themselves are never projected: chat is read back by
 * replaying the channel's stream.
 */
export const chatIndexProjection = documentsProjection(
  {
    name: 'chatIndex' satisfies ProjectionName,
    categories: ['area', 'channel'],
    handles: ['AreaCreated', 'AreaDeleted', 'MessageSent'],
    collections: [ChatReadModels.channels, ChatReadModels.messages],
    open(store) {
      chatChannelsOf(store);
      chatMessagesOf(store);
    },
  },
  [channelKind, messageLocationKind],
);
