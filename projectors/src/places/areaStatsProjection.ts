import { type AreaStatsDocument, indianDay, type ProjectionName, ReadModels } from '@mohalla/contracts';
import type { Collection, ReadStore } from '@mohalla/infra';
import type { Projection } from '../projection.js';

/**
 * Post counts per area: in all, per day (India's calendar day, which is what
 * 'Today' means to a resident) and per topic. A post a moderator hides stops
 * counting, and counts again when restored.
 */
export const areaStatsOf = (store: ReadStore) => store.collection<AreaStatsDocument>(ReadModels.areaStats);

/**
 * This projection's working copy of each post: where it counted (area, day,
 * topic) and whether it is hidden, so hiding and restoring, whose events
 * carry only the post id, know what to take off and put back.
 */
interface CountedPost {
  _id: string;
  areaId: string;
  day: string;
  topicId: string | null;
  hidden: boolean;
}
const COUNTED_POSTS = 'area_stats_posts';
const countedPostsOf = (store: ReadStore) =>
  store.collection<CountedPost>(COUNTED_POSTS, { indexes: [['areaId']] });

export const areaStatsProjection: Projection = {
  name: 'areaStats' satisfies ProjectionName,
  categories: ['area', 'post'],
  handles: ['AreaCreated', 'AreaDeleted', 'PostPublished', 'ContentHidden', 'ContentRestored'],
  collections: [ReadModels.areaStats, COUNTED_POSTS],
  open(store) {
    areaStatsOf(store);
    countedPostsOf(store);
  },
  async apply(event, { store }) {
    const stats = areaStatsOf(store);
    const posts = countedPostsOf(store);
    switch (event.type) {
      case 'AreaCreated':
        await stats.put(
          { _id: event.data.areaId, postsTotal: 0, postsByDay: {}, postsByTopic: {} },
          event.position,
        );
        return;
      case 'AreaDeleted':
        await stats.remove(event.data.areaId, event.position);
        await posts.removeWhere({ areaId: event.data.areaId }, event.position);
        return;
      case 'PostPublished': {
        const { postId, areaId, topicId } = event.data;
        const post = {
          _id: postId,
          areaId,
          day: indianDay(new Date(event.metadata.at)),
          topicId,
          hidden: false,
        };
        // The count first: redelivered after a crash between the two writes, its guard stops a second count.
        await count(stats, post, 1, event.position);
        await posts.put(post, event.position);
        return;
      }
      case 'ContentHidden':
      case 'ContentRestored': {
        if (event.data.replyId !== null) return;
        const hiding = event.type === 'ContentHidden';
        const post = await posts.get(event.data.postId);
        if (!post || post.hidden === hiding) return;
        await count(stats, post, hiding ? -1 : 1, event.position);
        await posts.patch(post._id, { hidden: hiding }, event.position);
        return;
      }
      default:
        return;
    }
  },
};

/** Adds `by` to the post's area, day and topic, guarded by the event's position. */
async function count(
  stats: Collection<AreaStatsDocument>,
  post: CountedPost,
  by: 1 | -1,
  position: number,
): Promise<void> {
  const current = await stats.get(post.areaId);
  if (!current) return;
  await stats.patch(
    current._id,
    {
      postsTotal: Math.max(0, current.postsTotal + by),
      postsByDay: adjust(current.postsByDay, post.day, by),
      postsByTopic: post.topicId ? adjust(current.postsByTopic, post.topicId, by) : current.postsByTopic,
    },
    position,
  );
}

/** A count map with `key` moved by `by` (in place, so the order stays); a key that reaches zero leaves, as if never counted. */
function adjust(counts: Record<string, number>, key: string, by: number): Record<string, number> {
  const now = (counts[key] ?? 0) + by;
  if (now > 0) return { ...counts, [key]: now };
  const { [key]: _gone, ...rest } = counts;
  return rest;
}
