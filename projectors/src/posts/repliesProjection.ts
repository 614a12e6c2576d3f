import { type ProjectionName, ReadModels, type ReplyDto } from '@mohalla/contracts';
import type { ReadStore } from '@mohalla/infra';
import type { Projection } from '../projection.js';
import { moveDocument } from './moveDocument.js';

export const repliesOf = (store: ReadStore) =>
  store.collection<ReplyDto>(ReadModels.replies, { indexes: [['postId', ['seq', 'asc']]] });

/** Replies a moderator hid: out of every public read, kept until restored. */
const HIDDEN_REPLIES = 'hidden_replies';
const hiddenRepliesOf = (store: ReadStore) => store.collection<ReplyDto>(HIDDEN_REPLIES);

/**
 * A post's replies, oldest first, under their authors' area aliases. A reply
 * a moderator hides moves to a private shadow collection until restored.
 */
export const repliesProjection: Projection = {
  name: 'replies' satisfies ProjectionName,
  categories: ['post'],
  handles: ['ReplyAdded', 'ContentHidden', 'ContentRestored'],
  collections: [ReadModels.replies, HIDDEN_REPLIES],
  open(store) {
    repliesOf(store);
    hiddenRepliesOf(store);
  },
  async apply(event, { store }) {
    if (event.type === 'ContentHidden' || event.type === 'ContentRestored') {
      const { replyId } = event.data;
      if (replyId === null) return;
      const [from, to] =
        event.type === 'ContentHidden'
          ? [repliesOf(store), hiddenRepliesOf(store)]
          : [hiddenRepliesOf(store), repliesOf(store)];
      await moveDocument(from, to, replyId, event.position);
      return;
    }
    if (event.type !== 'ReplyAdded') return;
    const { replyId, postId, content, mediaUrls, authorAlias } = event.data;
    await repliesOf(store).put(
      {
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
      },
      event.position,
    );
  },
};
