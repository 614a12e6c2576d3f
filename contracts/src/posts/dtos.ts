import { z } from 'zod';
import { POST_TYPES } from './rules.js';

/**
 * A post as the public reads it. `userName` is the spec client's author
 * field and holds the area alias, as `authorAlias` does: no user id, name or
 * email is ever here.
 */
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
  authorAlias: z.string(),
  userName: z.string(),
  createdAt: z.iso.datetime(),
  /** Log position of publication: the list's order and cursor. */
  seq: z.number().int().nonnegative(),
});
export type PostDto = z.infer<typeof PostDtoSchema>;

export const ReplyDtoSchema = z.object({
  _id: z.uuid(),
  id: z.uuid(),
  postId: z.uuid(),
  content: z.string(),
  mediaUrls: z.array(z.string()),
  anonymous: z.literal(true),
  authorAlias: z.string(),
  userName: z.string(),
  createdAt: z.iso.datetime(),
  seq: z.number().int().nonnegative(),
});
export type ReplyDto = z.infer<typeof ReplyDtoSchema>;

export const UpvoteResultSchema = z.object({
  success: z.literal(true),
  upvoted: z.literal(true),
  upvotes: z.number().int().nonnegative(),
  position: z.number().int().nonnegative(),
});
