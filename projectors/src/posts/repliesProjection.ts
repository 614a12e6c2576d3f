import { type ProjectionName, ReadModels, type ReplyDto } from '@mohalla/contracts';
import type { ReadStore } from '@mohalla/infra';
import { documentProjection } from '../documentProjection.js';
import type { ProjectedEvent } from '../projection.js';
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
export const repliesProjection = documentProjection<Kept<ReplyDto>>({
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
