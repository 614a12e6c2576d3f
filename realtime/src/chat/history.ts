import {
  type ChatMessageDto,
  channelStream,
  type DomainEvent,
  parseDomainEvent,
  type RecordedEvent,
} from '@mohalla/contracts';
import type { EventStore } from '@mohalla/infra';
import { asErased, erasedAmong } from './erasedAuthors.js';

/** Most events read in one step while walking a channel backwards. */
const MAX_CHUNK = 500;
/** Fewest events read in a first step. */
const MIN_CHUNK = 16;

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
  /** Who wrote each of `messages`, in the same order: never sent, for `mine` when a page is reused. */
  authorIds: string[];
  /** `before` for the next older page, or null when this is the oldest. */
  nextCursor: number | null;
  /** The stream's last revision when read (-1 for an empty channel). */
  revision: number;
  /** Log position of that last event (0 for an empty channel). */
  position: number;
}

/**
 * A page of a channel's messages, by replaying its stream backwards (see
 * `foldBackwards`). Reading stops once the page (plus one, to know whether
 * an older page exists) is full.
 */
export async function readHistory(
  eventStore: EventStore,
  channelId: string,
  request: HistoryRequest,
): Promise<HistoryPage> {
  const fold = foldBackwards();
  const found: ChatMessageDto[] = [];
  const authors: string[] = [];
  let toSkip = request.skip ?? 0;
  let head: { revision: number; position: number } | null = null;

  // Sends are most of a channel: the messages wanted and a quarter more is usually one read,
  // and a channel busy with edits and helpful marks reads on in doubling steps.
  const firstChunk = Math.ceil(1.25 * ((request.skip ?? 0) + request.limit + 1)) + 8;
  for await (const recorded of eventsBackwards(eventStore, channelId, firstChunk)) {
    head ??= { revision: recorded.revision, position: recorded.position };
    const sent = fold(recorded);
    if (!sent || sent.gone || (request.before !== undefined && recorded.revision >= request.before)) continue;
    if (toSkip > 0) {
      toSkip--;
      continue;
    }
    const { message, authorId } = sent;
    found.push(request.readerId ? { ...message, mine: authorId === request.readerId } : message);
    authors.push(authorId);
    if (found.length > request.limit) break;
  }

  // An erased author's messages stay in place (the talk around them keeps its shape), reading '[removed]'.
  const erased = await erasedAmong(eventStore, authors);
  const shown = erased.size === 0 ? found : found.map((m, i) => (erased.has(authors[i]!) ? asErased(m) : m));
  const oldestFirst = shown.slice(0, request.limit).reverse();
  return {
    messages: oldestFirst,
    authorIds: authors.slice(0, request.limit).reverse(),
    nextCursor: found.length > request.limit ? (oldestFirst[0]?.revision ?? null) : null,
    revision: head?.revision ?? -1,
    position: head?.position ?? 0,
  };
}

/**
 * One message as it stood at channel revision `atRevision` (its newest edit
 * and helpful count by then), folded as history folds it; null when it was
 * deleted or hidden by then, or is not in the stream (any more).
 */
export async function readMessage(
  eventStore: EventStore,
  channelId: string,
  messageId: string,
  atRevision: number,
): Promise<ChatMessageDto | null> {
  const fold = foldBackwards();
  for await (const recorded of eventsBackwards(eventStore, channelId, MIN_CHUNK, atRevision)) {
    const sent = fold(recorded);
    if (sent?.message.id !== messageId) continue;
    if (sent.gone) return null;
    return (await erasedAmong(eventStore, [sent.authorId])).size > 0 ? asErased(sent.message) : sent.message;
  }
  return null;
}

/**
 * A channel's events, newest first (from `fromRevision` down, or from its
 * last), read `firstChunk` at a time to begin with and twice as many each
 * step after, up to MAX_CHUNK: a page of the newest messages reads little
 * more than the page, and a deep read still takes few steps.
 */
async function* eventsBackwards(
  eventStore: EventStore,
  channelId: string,
  firstChunk: number,
  fromRevision?: number,
): AsyncGenerator<RecordedEvent> {
  const stream = channelStream(channelId);
  let from = fromRevision;
  let size = Math.min(MAX_CHUNK, Math.max(MIN_CHUNK, firstChunk));
  for (;;) {
    const chunk = await eventStore.readStream(stream, {
      direction: 'backwards',
      maxCount: size,
      ...(from === undefined ? {} : { fromRevision: from }),
    });
    yield* chunk;
    const oldest = chunk.at(-1);
    if (chunk.length < size || !oldest || oldest.revision === 0) return;
    from = oldest.revision - 1;
    size = Math.min(MAX_CHUNK, size * 2);
  }
}

/**
 * Folds a channel's events met newest first: later events come before, so
 * the newest edit of a message, its latest helpful count and whether it was
 * deleted or hidden (and not restored since) are known by the time its
 * `MessageSent` is reached, which is answered with the message as the
 * public sees it and whether it is gone (null for every other event).
 */
function foldBackwards() {
  const edits = new Map<string, { content: string; editedAt: string }>();
  const helpful = new Map<string, number>();
  const gone = new Set<string>();
  /** Messages whose latest visibility event was seen (deleted, hidden or restored). */
  const settled = new Set<string>();

  return (recorded: RecordedEvent): { message: ChatMessageDto; authorId: string; gone: boolean } | null => {
    const event = parseDomainEvent(recorded);
    switch (event.type) {
      case 'MessageSent': {
        const id = event.data.messageId;
        const edit = edits.get(id);
        const message = {
          ...messageDto(recorded, event.data),
          content: edit?.content ?? event.data.content,
          editedAt: edit?.editedAt ?? null,
          helpfulCount: helpful.get(id) ?? 0,
        };
        return { message, authorId: event.data.authorId, gone: gone.has(id) };
      }
      case 'MessageEdited':
        if (!edits.has(event.data.messageId)) {
          edits.set(event.data.messageId, { content: event.data.content, editedAt: recorded.metadata.at });
        }
        return null;
      case 'MessageMarkedHelpful':
        if (!helpful.has(event.data.messageId)) helpful.set(event.data.messageId, event.data.helpfulCount);
        return null;
      case 'MessageDeleted':
        gone.add(event.data.messageId);
        return null;
      case 'MessageHidden':
      case 'MessageRestored':
        if (settled.has(event.data.messageId)) return null;
        settled.add(event.data.messageId);
        if (event.type === 'MessageHidden') gone.add(event.data.messageId);
        return null;
      default:
        return null;
    }
  };
}

type SentData = Extract<DomainEvent, { type: 'MessageSent' }>['data'];

/** A freshly sent message as the public sees it (the author as their alias only). */
export function messageDto(recorded: RecordedEvent, data: SentData): ChatMessageDto {
  return {
    id: data.messageId,
    channelId: data.channelId,
    areaId: data.areaId,
    content: data.content,
    alias: data.authorAlias,
    createdAt: recorded.metadata.at,
    editedAt: null,
    helpfulCount: 0,
    attachments: data.attachments,
    revision: recorded.revision,
  };
}
