import { z } from 'zod';
import { TOPICS } from '../topics/topics.js';
import { POST_TYPES } from './rules.js';

/**
 * How posts and replies show who wrote them and when. `userName` is the spec
 * client's author field and holds the area alias, as `authorAlias` does: no
 * user id, name or email is ever here. `seq`, the log position of the
 * writing, orders lists (and is the posts list's cursor).
 */
const publicAuthorship = {
  authorAlias: z.string(),
  userName: z.string(),
  createdAt: z.iso.datetime(),
  seq: z.number().int().nonnegative(),
};

/** A post as the public reads it. */
export const PostDtoSchema = z.object({
  _id: z.uuid(),
  id: z.uuid(),
  areaId: z.uuid(),
  cityId: z.uuid(),
  type: z.enum(POST_TYPES),
  topicId: z.string().nullable(),
  topicName: z.string().nullable(),
  title: z.string(),
  content: z.string(),
  imageUrl: z.string().nullable(),
  mediaUrls: z.array(z.string()),
  upvotes: z.number().int().nonnegative(),
  replyCount: z.number().int().nonnegative(),
  ...publicAuthorship,
  /**
   * Whether the signed-in reader has upvoted the post (the upvote button shows
   * it). Present on every post a signed-in person reads (area list, post,
   * search); absent for a guest, who has no upvotes: a guest's list stays the
   * stored documents, sent as they are.
   */
  upvotedByMe: z.boolean().optional(),
});
export type PostDto = z.infer<typeof PostDtoSchema>;

/** Who upvoted which post: the posts projection keeps one document per upvote, for `upvotedByMe`. */
export const POST_UPVOTES_READ_MODEL = 'post_upvotes';
/** An upvote as the read side keeps it; private (never served), looked up by `postUpvoteId` only. */
export interface PostUpvoteDocument {
  _id: string;
  postId: string;
  userId: string;
}
/** The key of one person's upvote of one post: a page's upvotes are one lookup by ids. */
export const postUpvoteId = (postId: string, userId: string): string => `${postId}:${userId}`;

export const ReplyDtoSchema = z.object({
  _id: z.uuid(),
  id: z.uuid(),
  postId: z.uuid(),
  content: z.string(),
  mediaUrls: z.array(z.string()),
  anonymous: z.literal(true),
  ...publicAuthorship,
});
export type ReplyDto = z.infer<typeof ReplyDtoSchema>;

/** What `POST /api/posts/{postId}/upvote` answers: the count after it (a second upvote changes nothing). */
export const UpvoteResultSchema = z.object({
  success: z.literal(true),
  upvoted: z.literal(true),
  upvotes: z.number().int().nonnegative(),
  position: z.number().int().nonnegative(),
});
export type UpvoteResult = z.infer<typeof UpvoteResultSchema>;

export const POSTS_PAGE_DEFAULT = 20;
export const POSTS_PAGE_MAX = 50;
const PAGE_SIZE_ERROR = `must be a whole number from 1 to ${POSTS_PAGE_MAX}`;

/** A query value as the list has always read it: the first of repeated ones, and a blank one as none. */
const queryValue = <S extends z.ZodType>(schema: S) =>
  z.preprocess((v) => {
    const first = Array.isArray(v) ? v[0] : v;
    return first === '' ? undefined : first;
  }, schema);

/**
 * `GET /api/areas/{areaId}/posts?limit=&topic=&cursor=`: a page of an area's
 * posts, newest first. `topic` `all` is every topic; `cursor` is the
 * previous page's `X-Next-Cursor` (its last post's `seq`).
 */
export const AreaPostsQuerySchema = z.object({
  limit: queryValue(
    z.coerce
      .number({ error: PAGE_SIZE_ERROR })
      .int({ error: PAGE_SIZE_ERROR })
      .min(1, { error: PAGE_SIZE_ERROR })
      .max(POSTS_PAGE_MAX, { error: PAGE_SIZE_ERROR })
      .default(POSTS_PAGE_DEFAULT),
  ),
  topic: queryValue(
    z
      .enum(['all', ...TOPICS.map((t) => t.id)] as [string, ...string[]], {
        error: 'must be one of the eight topics',
      })
      .optional(),
  ),
  cursor: queryValue(
    z
      .string()
      .regex(/^\d{1,15}$/, 'must be the X-Next-Cursor of the previous page')
      .optional(),
  ),
});
export type AreaPostsQuery = z.infer<typeof AreaPostsQuerySchema>;
