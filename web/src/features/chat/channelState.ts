import type { ChatMessageDto, ServerMessageOf } from '@mohalla/contracts';

/**
 * What the client holds of one channel, folded from the history calls and the
 * socket's pushes. Every push carries the channel stream revision it comes
 * from; `lastRevision` is the highest one folded in, so a push at or below it
 * was already seen (a resume that overlaps, a duplicate delivery) and changes
 * nothing. It is also what a reconnecting socket sends as `lastRevision`.
 */
export interface ChannelState {
  /** The reader's alias in the area; null for guests and until the join answers. */
  alias: string | null;
  /** Oldest first, ordered by the revision of each message's sending. */
  messages: ChatMessageDto[];
  /** The highest channel revision folded in (-1: an empty channel). */
  lastRevision: number;
  /** The `before` of the next older page; null when the oldest message is here. */
  nextCursor: number | null;
}

export type ChannelAction =
  /** The newest page (GET history): the starting point. */
  | { type: 'history_loaded'; messages: ChatMessageDto[]; nextCursor: number | null; revision: number }
  /** An older page ('Load more messages'), prepended. */
  | { type: 'older_loaded'; messages: ChatMessageDto[]; nextCursor: number | null }
  /** The author's edit or deletion, answered ok over HTTP, shown before its push arrives. */
  | { type: 'edited_locally'; messageId: string; content: string; at: string }
  | { type: 'deleted_locally'; messageId: string }
  | ServerMessageOf<
      'joined_channel' | 'new_message' | 'message_edited' | 'message_deleted' | 'message_helpful'
    >;

export const EMPTY_CHANNEL: ChannelState = { alias: null, messages: [], lastRevision: -1, nextCursor: null };

/** Whether `message` is the reader's: the server marks it, or it carries the reader's own (unique) alias. */
export function isMine(message: ChatMessageDto, alias: string | null): boolean {
  return message.mine === true || (alias !== null && message.alias === alias);
}

const byRevision = (a: ChatMessageDto, b: ChatMessageDto) => a.revision - b.revision;

/** Adds or replaces one message, keeping the revision order (a new one almost always goes last). */
function upsert(messages: ChatMessageDto[], message: ChatMessageDto): ChatMessageDto[] {
  const at = messages.findIndex((m) => m.id === message.id);
  if (at >= 0) return messages.with(at, { ...messages[at], ...message });
  const last = messages.at(-1);
  if (!last || last.revision < message.revision) return [...messages, message];
  return [...messages, message].sort(byRevision);
}

function update(
  messages: ChatMessageDto[],
  messageId: string,
  change: (message: ChatMessageDto) => ChatMessageDto,
): ChatMessageDto[] {
  const at = messages.findIndex((m) => m.id === messageId);
  return at < 0 ? messages : messages.with(at, change(messages[at] as ChatMessageDto));
}

const withText =
  (content: string, editedAt: string) =>
  (message: ChatMessageDto): ChatMessageDto => ({ ...message, content, editedAt });

const without = (messages: ChatMessageDto[], messageId: string) => messages.filter((m) => m.id !== messageId);

/**
 * Folds one push into the messages. A push applies once: anything at or below the
 * revision already folded in was seen.
 */
function applyPush(
  state: ChannelState,
  revision: number,
  change: (messages: ChatMessageDto[]) => ChatMessageDto[],
): ChannelState {
  if (revision <= state.lastRevision) return state;
  return { ...state, messages: change(state.messages), lastRevision: revision };
}

/** Folds one history answer, socket push or local change into the channel's state. Pure. */
export function reduceChannel(state: ChannelState, action: ChannelAction): ChannelState {
  switch (action.type) {
    case 'history_loaded':
      // An answer read before what is already folded in would take the newer pushes away.
      if (action.revision < state.lastRevision) return state;
      return {
        ...state,
        messages: [...action.messages].sort(byRevision),
        lastRevision: action.revision,
        nextCursor: action.nextCursor,
      };
    case 'older_loaded': {
      const held = new Set(state.messages.map((m) => m.id));
      const older = action.messages.filter((m) => !held.has(m.id));
      return {
        ...state,
        messages: [...older, ...state.messages].sort(byRevision),
        nextCursor: action.nextCursor,
      };
    }
    case 'edited_locally':
      return {
        ...state,
        messages: update(state.messages, action.messageId, withText(action.content, action.at)),
      };
    case 'deleted_locally':
      return { ...state, messages: without(state.messages, action.messageId) };
    case 'joined_channel':
      // A resumed join is followed by the missed events themselves; a fresh one replaces the list.
      if (action.resumed) return { ...state, alias: action.alias };
      return {
        alias: action.alias,
        messages: [...(action.messages ?? [])].sort(byRevision),
        lastRevision: action.revision,
        nextCursor: action.nextCursor ?? null,
      };
    case 'new_message':
      return applyPush(state, action.revision, (messages) => upsert(messages, action.message));
    case 'message_edited':
      return applyPush(state, action.revision, (messages) =>
        update(messages, action.messageId, withText(action.content, action.editedAt)),
      );
    case 'message_deleted':
      return applyPush(state, action.revision, (messages) => without(messages, action.messageId));
    case 'message_helpful':
      return applyPush(state, action.revision, (messages) =>
        update(messages, action.messageId, (m) => ({ ...m, helpfulCount: action.helpfulCount })),
      );
  }
}
