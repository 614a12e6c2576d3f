import { type PostDto, type ProjectionName, ReadModels, TOPICS } from '@mohalla/contracts';
import type { ReadStore } from '@mohalla/infra';
import type { Projection } from '../projection.js';

export const postsOf = (store: ReadStore) =>
  store.collection<PostDto>(ReadModels.posts, {
    indexes: [
      ['areaId', 'seq'],
      ['areaId', 'topicId', 'seq'],
    ],
  });

const topicName = (topicId: string | null) => TOPICS.find((t) => t.id === topicId)?.name ?? null;

/** Posts as the public reads them: the author is their area alias, never who they are. */
export const postsProjection: Projection = {
  name: 'posts' satisfies ProjectionName,
  categories: ['post'],
  handles: ['PostPublished', 'ReplyAdded', 'PostUpvoted'],
  collections: [ReadModels.posts],
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
        const post = await posts.get(event.data.postId);
        if (!post) return;
        const change =
          event.type === 'ReplyAdded' ? { replyCount: post.replyCount + 1 } : { upvotes: post.upvotes + 1 };
        await posts.patch(post._id, change, event.position);
        return;
      }
      default:
        return;
    }
  },
};
