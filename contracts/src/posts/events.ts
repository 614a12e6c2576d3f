import { z } from 'zod';
import { reportFields } from '../moderation/eventFields.js';
import { eventSchema } from '../shared/envelope.js';
import { POST_TYPES } from './rules.js';

/**
 * Posts live in `post-<id>` streams. `authorId` and `reporterId` are private:
 * only the log and moderators' audit views ever hold them; read models keep
 * the author's area alias.
 */
export const PostPublishedSchema = eventSchema('PostPublished', {
  postId: z.uuid(),
  areaId: z.uuid(),
  cityId: z.uuid(),
  authorId: z.uuid(),
  authorAlias: z.string(),
  postType: z.enum(POST_TYPES),
  topicId: z.string().nullable(),
  title: z.string(),
  content: z.string(),
  imageUrl: z.string().nullable(),
  mediaUrls: z.array(z.string()),
});
export const ReplyAddedSchema = eventSchema('ReplyAdded', {
  postId: z.uuid(),
  replyId: z.uuid(),
  authorId: z.uuid(),
  authorAlias: z.string(),
  content: z.string(),
  mediaUrls: z.array(z.string()),
});
export const PostUpvotedSchema = eventSchema('PostUpvoted', { postId: z.uuid(), userId: z.uuid() });
export const ContentReportedSchema = eventSchema('ContentReported', {
  reportId: z.uuid(),
  postId: z.uuid(),
  replyId: z.uuid().nullable(),
  ...reportFields,
});

export const PostEventSchema = z.discriminatedUnion('type', [
  PostPublishedSchema,
  ReplyAddedSchema,
  PostUpvotedSchema,
  ContentReportedSchema,
]);
export type PostEvent = z.infer<typeof PostEventSchema>;
