import { type ChatMessageDto, channelStream, parseDomainEvent } from '@mohalla/contracts';
import type { EventStore } from '@mohalla/infra';
import { messageDto } from './pushes.js';

/** Events read per step while walking a channel backwards. */
const CHUNK = 500;

export interface HistoryRequest {
  limit: number;
  /** Only messages sent before this revision (the previous page's cursor). */
  before?: number | undefined;
  /** Newer visible messages to pass over first (the spec's `page`). */
  skip?: number;
  /** The signed-in reader, whose own messages get `mine: true`. */
  readerId?: string | null | undefined;
}

export interface HistoryPage {
  /** Oldest first. */
  messages: ChatMessageDto[];
  /** `before` for the next older page, or null when this is the oldest. */
  nextCursor: number | null;
  /** The stream's last revision when read (-1 for an empty channel). */
  revision: number;
  /** Log position of that last event (0 for an empty channel). */
  position: number;
}

/**
 * A page of a channel's messages, by replaying its stream backwards: later
 * events are met first, so the newest edit of a message, its latest helpful
 * count and whether it was deleted or hidden (and not restored since) are
 * known by the time its `MessageSent` is reached. Deleted and hidden
 * messages are skipped. Reading stops once the page (plus one, to know
 * whether an older page exists) is full.
 */
export async function readHistory(
  eventStore: EventStore,
  channelId: string,
  request: HistoryRequest,
): Promise<HistoryPage> {
  const stream = channelStream(channelId);
  const edits = new Map<string, { content: string; editedAt: string }>();
  const helpful = new Map<string, number>();
  const gone = new Set<string>();
  /** Messages whose latest visibility event was seen (deleted, hidden or restored). */
  const settled = new Set<string>();
  const found: ChatMessageDto[] = [];
  let toSkip = request.skip ?? 0;
  let head: { revision: number; position: number } | null = null;
  let from: number | undefined;

  while (found.length <= request.limit) {
    const chunk = await eventStore.readStream(stream, {
      direction: 'backwards',
      maxCount: CHUNK,
      ...(from === undefined ? {} : { fromRevision: from }),
    });
    for (const recorded of chunk) {
      head ??= { revision: recorded.revision, position: recorded.position };
      const event = parseDomainEvent(recorded);
      switch (event.type) {
        case 'MessageSent': {
          const id = event.data.messageId;
          if (gone.has(id) || (request.before !== undefined && recorded.revision >= request.before)) break;
          if (toSkip > 0) {
            toSkip--;
            break;
          }
          const edit = edits.get(id);
          found.push({
            ...messageDto(recorded, event.data),
            content: edit?.content ?? event.data.content,
            editedAt: edit?.editedAt ?? null,
            helpfulCount: helpful.get(id) ?? 0,
            ...(request.readerId ? { mine: event.data.authorId === request.readerId } : {}),
          });
          break;
        }
        case 'MessageEdited':
          if (!edits.has(event.data.messageId)) {
            edits.set(event.data.messageId, { content: event.data.content, editedAt: recorded.metadata.at });
          }
          break;
        case 'MessageMarkedHelpful':
          if (!helpful.has(event.data.messageId)) helpful.set(event.data.messageId, event.data.helpfulCount);
          break;
        case 'MessageDeleted':
          gone.add(event.data.messageId);
          break;
        case 'MessageHidden':
        case 'MessageRestored':
          if (settled.has(event.data.messageId)) break;
          settled.add(event.data.messageId);
          if (event.type === 'MessageHidden') gone.add(event.data.messageId);
          break;
        default:
          break;
      }
      if (found.length > request.limit) break;
    }
    const oldest = chunk.at(-1);
    if (chunk.length < CHUNK || !oldest || oldest.revision === 0) break;
    from = oldest.revision - 1;
  }

  const oldestFirst = found.slice(0, request.limit).reverse();
  return {
    messages: oldestFirst,
    nextCursor: found.length > request.limit ? (oldestFirst[0]?.revision ?? null) : null,
    revision: head?.revision ?? -1,
    position: head?.position ?? 0,
  };
}
