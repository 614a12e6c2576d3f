import {
  type ChatChannelDocument,
  type ChatMessageLocationDocument,
  ChatReadModels,
  DomainError,
  type ProjectionName,
} from '@mohalla/contracts';
import type { EventStore, ReadStore } from '@mohalla/infra';

const INDEX: ProjectionName = 'chatIndex';
const POLL_MS = 20;

/**
 * Which area a channel belongs to and which channel a message is in, from
 * the chatIndex projection. The projection trails the log a little, so a
 * miss waits (bounded) until it has caught up with the log's head before
 * it counts as 'not found': a message sent a moment ago can be edited.
 */
export function chatIndex(deps: { eventStore: EventStore; readStore: ReadStore; maxWaitMs?: number }) {
  const { eventStore, readStore, maxWaitMs = 3_000 } = deps;
  const channels = readStore.collection<ChatChannelDocument>(ChatReadModels.channels);
  const messages = readStore.collection<ChatMessageLocationDocument>(ChatReadModels.messages);

  const afterCatchUp = async <T>(get: () => Promise<T | null>): Promise<T | null> => {
    const found = await get();
    if (found) return found;
    const head = await eventStore.headPosition();
    const deadline = Date.now() + maxWaitMs;
    while (((await readStore.checkpoints.get(INDEX)) ?? 0) < head && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
    return get();
  };

  return {
    async areaOfChannel(channelId: string): Promise<string> {
      const channel = await afterCatchUp(() => channels.get(channelId));
      if (!channel) throw new DomainError('CHAT.CHANNEL_NOT_FOUND', `Channel ${channelId} was not found.`);
      return channel.areaId;
    },
    async locateMessage(messageId: string): Promise<ChatMessageLocationDocument> {
      const location = await afterCatchUp(() => messages.get(messageId));
      if (!location) throw new DomainError('CHAT.MESSAGE_NOT_FOUND', `Message ${messageId} was not found.`);
      return location;
    },
  };
}
export type ChatIndex = ReturnType<typeof chatIndex>;
