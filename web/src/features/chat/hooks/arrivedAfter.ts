import type { ChatMessageDto } from '@mohalla/contracts';

/**
 * The messages that arrived since `before` was the newest (null: the list was
 * empty, so all of them). None when that message is gone (deleted or hidden:
 * nothing arrived) and none for older pages loaded above it.
 */
export function arrivedAfter(
  messages: readonly ChatMessageDto[],
  before: string | null,
): readonly ChatMessageDto[] {
  if (before === null) return messages;
  const index = messages.findIndex((m) => m.id === before);
  return index === -1 ? [] : messages.slice(index + 1);
}
