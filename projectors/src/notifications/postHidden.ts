import { parseDomainEvent, postStream } from '@mohalla/contracts';
import type { EventStore } from '@mohalla/infra';

/**
 * Whether moderators hid the post itself (not one of its replies) and have not
 * restored it since, from its own stream: the log, not a read model that may
 * lag behind the job.
 */
export async function isPostHidden(eventStore: EventStore, postId: string): Promise<boolean> {
  let hidden = false;
  for (const recorded of await eventStore.readStream(postStream(postId))) {
    if (recorded.type !== 'ContentHidden' && recorded.type !== 'ContentRestored') continue;
    const event = parseDomainEvent(recorded);
    if ((event.type === 'ContentHidden' || event.type === 'ContentRestored') && event.data.replyId === null) {
      hidden = event.type === 'ContentHidden';
    }
  }
  return hidden;
}
