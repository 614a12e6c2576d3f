import {
  ERASED_AUTHOR_ALIAS,
  ERASED_TEXT,
  type ProjectionName,
  ReadModels,
  type ReplyDto,
} from '@mohalla/contracts';
import type { ReadStore } from '@mohalla/infra';
import { documentProjection } from '../documentProjection.js';
import type { ProjectedEvent } from '../projection.js';
import { erasableAuthorship } from './erasedAuthors.js';
import { hiddenShelves, type Kept, withHidden } from './hiddenShelves.js';

export const repliesOf = (store: ReadStore) =>
  store.collection<ReplyDto>(ReadModels.replies, { indexes: [['postId', ['seq', 'asc']]] });

/** Replies a moderator hid: out of every public read, kept until restored. */
const HIDDEN_REPLIES = 'hidden_replies';
const hiddenRepliesOf = (store: ReadStore) => store.collection<ReplyDto>(HIDDEN_REPLIES);

const HANDLES = ['ReplyAdded', 'ContentHidden', 'ContentRestored'] as const;
type ReplyEvent = ProjectedEvent & { type: (typeof HANDLES)[number] };
/** A reply's own events: moderation of a post itself (no `replyId`) is not about any reply. */
const isReplyEvent = (event: ProjectedEvent): event is ReplyEvent =>
  event.type === 'ReplyAdded' ||
  ((event.type === 'ContentHidden' || event.type === 'ContentRestored') && event.data.replyId !== null);

/** A reply as its events leave it; `hidden` while a moderator has it hidden. Pure. */
export function evolveReply(reply: Kept<ReplyDto> | null, event: ProjectedEvent): Kept<ReplyDto> | null {
  if (!isReplyEvent(event)) return reply;
  switch (event.type) {
    case 'ReplyAdded': {
      const { replyId, postId, content, mediaUrls, authorAlias } = event.data;
      return {
        _id: replyId,
        id: replyId,
        postId,
        content,
        mediaUrls,
        anonymous: true,
        authorAlias,
        userName: authorAlias,
        createdAt: event.metadata.at,
        seq: event.position,
      };
    }
    case 'ContentHidden':
    case 'ContentRestored':
      return reply && withHidden(reply, event.type === 'ContentHidden');
  }
}

/**
 * A post's replies, oldest first, under their authors' area aliases. A reply
 * a moderator hides moves to a private shadow collection until restored.
 */
const replies = documentProjection<Kept<ReplyDto>>({
  name: 'replies' satisfies ProjectionName,
  categories: ['post'],
  handles: HANDLES,
  collections: [ReadModels.replies, HIDDEN_REPLIES],
  open(store) {
    repliesOf(store);
    hiddenRepliesOf(store);
  },
  canHandle: isReplyEvent,
  documentId: (event) => {
    const e = event as ReplyEvent;
    return e.type === 'ReplyAdded' ? e.data.replyId : e.data.replyId!;
  },
  opens: (event) => event.type === 'ReplyAdded',
  evolve: evolveReply,
  shelves: hiddenShelves(ReadModels.replies, HIDDEN_REPLIES, (event) => event.type !== 'ReplyAdded'),
});

/** An erased author's replies read as removed, without their files; others' replies stay as written. */
const replyAuthors = erasableAuthorship({
  collection: 'reply_authors',
  authored: (event) =>
    event.type === 'ReplyAdded' ? { id: event.data.replyId, authorId: event.data.authorId } : null,
  shelves: [ReadModels.replies, HIDDEN_REPLIES],
  erasedFields: {
    content: ERASED_TEXT,
    authorAlias: ERASED_AUTHOR_ALIAS,
    userName: ERASED_AUTHOR_ALIAS,
    mediaUrls: [],
  } satisfies Partial<ReplyDto>,
});

/** The replies, and their authors' erasures (issue 16): `evolve` and the rest are the replies' own. */
export const repliesProjection: typeof replies = {
  ...replies,
  categories: [...replies.categories, 'user'],
  handles: [...replies.handles, 'PersonErased'],
  collections: [...replies.collections, ...replyAuthors.collections],
  open(store) {
    replies.open?.(store);
    replyAuthors.open(store);
  },
  async apply(event, targets) {
    await replies.apply(event, targets);
    await replyAuthors.apply(event, targets.store);
  },
};
