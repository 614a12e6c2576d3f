import { type ChatMessageDto, ERASED_AUTHOR_ALIAS, ERASED_TEXT } from '@mohalla/contracts';
import { loadUser } from '@mohalla/domain';
import { type EventStore, eventStoreCommandStore } from '@mohalla/infra';

/**
 * Which of these authors erased themselves (issue 16). Chat history is
 * replayed from channel streams, which an erasure does not touch: the
 * erasure is in each author's own stream, so a page asks each of its
 * authors once (a cached fold and one read each).
 */
export async function erasedAmong(
  eventStore: EventStore,
  authorIds: readonly string[],
): Promise<Set<string>> {
  const store = eventStoreCommandStore(eventStore);
  const distinct = [...new Set(authorIds)];
  const states = await Promise.all(distinct.map(async (id) => (await loadUser(store, id)).state.status));
  return new Set(distinct.filter((_, i) => states[i] === 'erased'));
}

/** An erased author's message as everyone sees it from then on: kept in its place, its words and files gone. */
export const asErased = (message: ChatMessageDto): ChatMessageDto => ({
  ...message,
  content: ERASED_TEXT,
  alias: ERASED_AUTHOR_ALIAS,
  attachments: [],
});
