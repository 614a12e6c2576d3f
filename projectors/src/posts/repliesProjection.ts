import { type ProjectionName, ReadModels, type ReplyDto } from '@mohalla/contracts';
import type { ReadStore } from '@mohalla/infra';
import type { Projection } from '../projection.js';

export const repliesOf = (store: ReadStore) =>
  store.collection<ReplyDto>(ReadModels.replies, { indexes: [['postId', 'seq']] });

/** A post's replies, oldest first, under their authors' area aliases. */
export const repliesProjection: Projection = {
  name: 'replies' satisfies ProjectionName,
  categories: ['post'],
  handles: ['ReplyAdded'],
  collections: [ReadModels.replies],
  async apply(event, { store }) {
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
