/**
 * Where chat things are, kept by the `chatIndex` projection. Chat itself is
 * served by replaying channel streams; these only say which channel a
 * message is in (the `PUT`/`DELETE /api/messages/{id}` calls name a message
 * alone) and which area a channel belongs to.
 */
export const ChatReadModels = {
  channels: 'chat_channels',
  messages: 'chat_messages',
} as const;

/** A lobby channel and its area (removed with the area). */
export interface ChatChannelDocument {
  _id: string;
  areaId: string;
}

/** A message and where it lives; kept after a deletion, so moderators can still find its history. */
export interface ChatMessageLocationDocument {
  _id: string;
  channelId: string;
  areaId: string;
}
