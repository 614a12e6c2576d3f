import { type PostDto, type ProjectionName, ReadModels, TOPICS } from '@mohalla/contracts';
import type { ReadStore } from '@mohalla/infra';
import type { Projection } from '../projection.js';
import { findIn, moveDocument } from './moveDocument.js';

export const postsOf = (store: ReadStore) =>
  store.collection<PostDto>(ReadModels.posts, {
    // An area's posts newest first, all or one topic's, a cursor (`seq` below) at a time.
    indexes: [
      ['areaId', ['seq', 'desc']],
      ['areaId', 'topicId', ['seq', 'desc']],
    ],
  });

/** Posts a moderator hid: out of every public read, kept (and counted on) until restored. */
const HIDDEN_POSTS = 'hidden_posts';
const hiddenPostsOf = (store: ReadStore) => store.collection<PostDto>(HIDDEN_POSTS);

const topicName = (topicId: string | null) => TOPICS.find((t) => t.id === topicId)?.name ?? null;

/**
 * Posts as the public reads them: the author is their area alias, never who
 * they are. A post a moderator hides moves to a private shadow collection
 * (still counting upvotes and replies) and moves back when restored; a
 * hidden reply no longer counts in its post's replies.
 */
export const postsProjection: Projection = {
  name: 'posts' satisfies ProjectionName,
  categories: ['post'],
  handles: ['PostPublished', 'ReplyAdded', 'PostUpvoted', 'ContentHidden', 'ContentRestored'],
  collections: [ReadModels.posts, HIDDEN_POSTS],
  open(store) {
    postsOf(store);
    hiddenPostsOf(store);
  },
  async apply(event, { store }) {
    const posts = postsOf(store);
    switch (event.type) {
      case 'PostPublished': {
        const {
          postId,
          areaId,
          cityId,
          authorAlias,
          postType,
          topicId,
          title,
          content,
          imageUrl,
          mediaUrls,
        } = event.data;
        await posts.put(
          {
            _id: postId,
            id: postId,
            areaId,
            cityId,
            type: postType,
            topicId,
            topicName: topicName(topicId),
            title,
            content,
            imageUrl,
            mediaUrls,
            upvotes: 0,
            replyCount: 0,
            authorAlias,
            userName: authorAlias,
            createdAt: event.metadata.at,
            seq: event.position,
          },
          event.position,
        );
        return;
      }
      case 'ReplyAdded':
      case 'PostUpvoted': {
        const found = await findIn([posts, hiddenPostsOf(store)], event.data.postId);
        if (!found) return;
        const { collection, doc } = found;
        const change =
          event.type === 'ReplyAdded' ? { replyCount: doc.replyCount + 1 } : { upvotes: doc.upvotes + 1 };
        await collection.patch(doc._id, change, event.position);
        return;
      }
      case 'ContentHidden':
      case 'ContentRestored': {
        const { postId, replyId } = event.data;
        const hiding = event.type === 'ContentHidden';
        if (replyId === null) {
          const [from, to] = hiding ? [posts, hiddenPostsOf(store)] : [hiddenPostsOf(store), posts];
          await moveDocument(from, to, postId, event.position);
          return;
        }
        const found = await findIn([posts, hiddenPostsOf(store)], postId);
        if (!found) return;
        const replyCount = Math.max(0, found.doc.replyCount + (hiding ? -1 : 1));
        await found.collection.patch(postId, { replyCount }, event.position);
        return;
      }
      default:
        return;
    }
  },
};
