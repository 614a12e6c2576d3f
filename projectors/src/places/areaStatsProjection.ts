import { type AreaStatsDocument, indianDay, type ProjectionName, ReadModels } from '@mohalla/contracts';
import type { ReadStore } from '@mohalla/infra';
import { type DocumentKind, documentsProjection } from '../documentProjection.js';
import type { ProjectedEvent } from '../projection.js';

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
export interface CountedPost {
  _id: string;
  areaId: string;
  day: string;
  topicId: string | null;
  hidden: boolean;
}
const COUNTED_POSTS = 'area_stats_posts';
const countedPostsOf = (store: ReadStore) =>
  store.collection<CountedPost>(COUNTED_POSTS, { indexes: [['areaId']] });

type Moderation = ProjectedEvent & { type: 'ContentHidden' | 'ContentRestored' };
/** A post's own hiding or restoring (a reply's does not change what counts). */
const isPostModeration = (event: ProjectedEvent): event is Moderation =>
  (event.type === 'ContentHidden' || event.type === 'ContentRestored') && event.data.replyId === null;
/** Whether the moderation changes the post's hidden state (hiding a hidden post does not). */
const moves = (post: CountedPost | null, event: Moderation): post is CountedPost =>
  post !== null && post.hidden !== (event.type === 'ContentHidden');

/** Where a post counts, and whether it is hidden now. Pure. */
export function evolveCountedPost(post: CountedPost | null, event: ProjectedEvent): CountedPost | null {
  if (event.type === 'PostPublished') {
    const { postId, areaId, topicId } = event.data;
    return { _id: postId, areaId, day: indianDay(new Date(event.metadata.at)), topicId, hidden: false };
  }
  if (event.type === 'AreaDeleted') return null;
  if (isPostModeration(event)) return moves(post, event) ? { ...post, hidden: !post.hidden } : post;
  return post;
}

/** An area's counts; `post` is the counted post a hiding or restoring is about. Pure. */
export function evolveAreaStats(
  stats: AreaStatsDocument | null,
  event: ProjectedEvent,
  post: CountedPost | null,
): AreaStatsDocument | null {
  if (event.type === 'AreaCreated')
    return { _id: event.data.areaId, postsTotal: 0, postsByDay: {}, postsByTopic: {} };
  if (event.type === 'AreaDeleted') return null;
  if (!stats) return null;
  if (event.type === 'PostPublished') {
    const { topicId } = event.data;
    return count(stats, { day: indianDay(new Date(event.metadata.at)), topicId }, 1);
  }
  if (isPostModeration(event) && moves(post, event)) return count(stats, post, post.hidden ? 1 : -1);
  return stats;
}

/** Areas' counts by area id; a post's hiding is about the area it counted in. */
export const areaStatsKind: DocumentKind<AreaStatsDocument> = {
  collections: [ReadModels.areaStats],
  canHandle: (event) =>
    event.type === 'AreaCreated' ||
    event.type === 'AreaDeleted' ||
    event.type === 'PostPublished' ||
    isPostModeration(event),
  related: (event) => (isPostModeration(event) ? { collection: COUNTED_POSTS, id: event.data.postId } : null),
  documentId: (event, post) => {
    if (isPostModeration(event)) return (post as CountedPost | null)?.areaId ?? null;
    return (event as ProjectedEvent & { type: 'AreaCreated' | 'AreaDeleted' | 'PostPublished' }).data.areaId;
  },
  opens: (event) => event.type === 'AreaCreated',
  evolve: (stats, event, post) => evolveAreaStats(stats, event, post as CountedPost | null),
};

/** Counted posts by post id; an area's deletion is about each of its posts. */
export const countedPostKind: DocumentKind<CountedPost> = {
  collections: [COUNTED_POSTS],
  canHandle: (event) =>
    event.type === 'PostPublished' || event.type === 'AreaDeleted' || isPostModeration(event),
  documentId: (event) => {
    if (event.type === 'AreaDeleted') return { where: { areaId: event.data.areaId } };
    return (event as ProjectedEvent & { type: 'PostPublished' | 'ContentHidden' }).data.postId;
  },
  opens: (event) => event.type === 'PostPublished',
  evolve: evolveCountedPost,
};

export const areaStatsProjection = documentsProjection(
  {
    name: 'areaStats' satisfies ProjectionName,
    categories: ['area', 'post'],
    handles: ['AreaCreated', 'AreaDeleted', 'PostPublished', 'ContentHidden', 'ContentRestored'],
    collections: [ReadModels.areaStats, COUNTED_POSTS],
    open(store) {
      areaStatsOf(store);
      countedPostsOf(store);
    },
  },
  // The count first, reading the counted post as it was: redelivered after a crash between the
  // two writes, the count's guard stops a second count and the post's write finishes.
  [areaStatsKind, countedPostKind],
);

/** The counts with the post's area total, day and topic moved by `by`. */
function count(
  stats: AreaStatsDocument,
  post: { day: string; topicId: string | null },
  by: 1 | -1,
): AreaStatsDocument {
  return {
    ...stats,
    postsTotal: Math.max(0, stats.postsTotal + by),
    postsByDay: adjust(stats.postsByDay, post.day, by),
    postsByTopic: post.topicId ? adjust(stats.postsByTopic, post.topicId, by) : stats.postsByTopic,
  };
}

/** A count map with `key` moved by `by` (in place, so the order stays); a key that reaches zero leaves, as if never counted. */
function adjust(counts: Record<string, number>, key: string, by: number): Record<string, number> {
  const now = (counts[key] ?? 0) + by;
  if (now > 0) return { ...counts, [key]: now };
  const { [key]: _gone, ...rest } = counts;
  return rest;
}
