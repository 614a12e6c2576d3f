import {
  type ChatMessageLocationDocument,
  ChatReadModels,
  DomainError,
  type ProjectionName,
} from '@mohalla/contracts';
import type { EventStore, ReadStore } from '@mohalla/infra';

const POLL_MS = 20;
const INDEX: ProjectionName = 'chatIndex';

export type MessageLocator = (messageId: string) => Promise<ChatMessageLocationDocument>;

/**
 * Which channel's stream holds a message, from the chatIndex read model (an
 * index only: what is in the message comes from the log). The index trails
 * the log a little, so a miss waits, bounded, until it has caught up with
 * the log's head before it counts as not found. Without a read store there
 * is no index to ask.
 */
export function messageLocator(
  eventStore: EventStore,
  readStore: ReadStore | undefined,
  maxWaitMs = 3_000,
): MessageLocator {
  return async (messageId) => {
    if (!readStore) throw new DomainError('SERVER.UNAVAILABLE', 'Chat messages cannot be looked up here.');
    const messages = readStore.collection<ChatMessageLocationDocument>(ChatReadModels.messages);
    let found = await messages.get(messageId);
    if (!found) {
      const head = await eventStore.headPosition();
      const deadline = Date.now() + maxWaitMs;
      while (((await readStore.checkpoints.get(INDEX)) ?? 0) < head && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      }
      found = await messages.get(messageId);
    }
    if (!found) throw new DomainError('CHAT.MESSAGE_NOT_FOUND', `Message ${messageId} was not found.`);
    return found;
  };
}
