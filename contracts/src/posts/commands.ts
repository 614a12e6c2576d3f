import { z } from 'zod';
import { LogPositionSchema, SuccessAnswerSchema } from '../shared/answers.js';
import { bodyText, lineText } from '../shared/text.js';
import { TOPICS } from '../topics/topics.js';
import {
  CONTENT_MAX,
  CONTENT_MIN,
  OWN_FILE_URL,
  POST_MEDIA_MAX,
  POST_TYPES,
  REPLY_MAX,
  REPLY_MEDIA_MAX,
  REPORT_REASON_MAX,
  TITLE_MAX,
  TITLE_MIN,
} from './rules.js';

const mediaUrls = (max: number) =>
  z
    .array(z.string().regex(OWN_FILE_URL, 'must be a file uploaded here (/api/files/...)'))
    .max(max, `You can only upload up to ${max} files.`)
    .default([]);

/**
 * The spec's client also sends `userName` and `userEmail`: accepted and
 * ignored, because a post's public author is the area alias, decided on
 * the server.
 */
const ignoredIdentity = { userName: z.string().optional(), userEmail: z.string().optional() };

/** POST /api/areas/{areaId}/posts */
export const PublishPostBodySchema = z
  .strictObject({
    type: z.enum(POST_TYPES, { error: 'must be one of ask, experience, alert, tip' }).default('ask'),
    title: lineText({ error: 'is required' })
      .min(TITLE_MIN, `Title must be at least ${TITLE_MIN} characters`)
      .max(TITLE_MAX, `Title must be at most ${TITLE_MAX} characters`),
    content: bodyText({ error: 'is required' })
      .min(CONTENT_MIN, `Content must be at least ${CONTENT_MIN} characters`)
      .max(CONTENT_MAX, `Content must be at most ${CONTENT_MAX} characters`),
    // The spec's form sends '' for "no topic".
    topicId: z.preprocess(
      (v) => (v === '' ? undefined : v),
      z
        .enum(TOPICS.map((t) => t.id) as [string, ...string[]], { error: 'must be one of the eight topics' })
        .optional(),
    ),
    imageUrl: z.string().optional(),
    mediaUrls: mediaUrls(POST_MEDIA_MAX),
    ...ignoredIdentity,
  })
  .refine((b) => !b.imageUrl || b.mediaUrls.includes(b.imageUrl), {
    message: 'must be one of mediaUrls',
    path: ['imageUrl'],
  });
export type PublishPostBody = z.infer<typeof PublishPostBodySchema>;

/** POST /api/posts/{postId}/comments */
export const ReplyBodySchema = z
  .strictObject({
    content: bodyText({ error: 'is required' })
      .max(REPLY_MAX, `must be at most ${REPLY_MAX} characters`)
      .default(''),
    anonymous: z.boolean().optional(),
    mediaUrls: mediaUrls(REPLY_MEDIA_MAX),
    ...ignoredIdentity,
  })
  .refine((b) => b.content.length > 0 || b.mediaUrls.length > 0, {
    message: 'needs text or a file',
    path: ['content'],
  });
export type ReplyBody = z.infer<typeof ReplyBodySchema>;

/** POST /api/posts/{postId}/report: a post, or one of its replies. */
export const ReportBodySchema = z.strictObject({
  replyId: z.uuid({ error: 'must be a reply id' }).optional(),
  reason: bodyText().max(REPORT_REASON_MAX, `must be at most ${REPORT_REASON_MAX} characters`).default(''),
});
export type ReportBody = z.infer<typeof ReportBodySchema>;

/**
 * What a new post or reply answers (201): its id, twice as the spec's client
 * reads it, the author's alias in that area (the only author name it ever
 * shows) and the log position to read it at.
 */
const AuthoredAnswerSchema = z.object({
  _id: z.uuid(),
  id: z.uuid(),
  authorAlias: z.string(),
  position: LogPositionSchema,
});

/** `POST /api/areas/{areaId}/posts` */
export const PublishPostAnswerSchema = AuthoredAnswerSchema.extend({ areaId: z.uuid() });
export type PublishPostAnswer = z.infer<typeof PublishPostAnswerSchema>;

/** `POST /api/posts/{postId}/comments` */
export const ReplyAnswerSchema = AuthoredAnswerSchema.extend({ postId: z.uuid() });
export type ReplyAnswer = z.infer<typeof ReplyAnswerSchema>;

/** What `POST /api/posts/{postId}/report` answers (201); a repeated report answers the same. */
export const ReportAnswerSchema = SuccessAnswerSchema.extend({ position: LogPositionSchema });
export type ReportAnswer = z.infer<typeof ReportAnswerSchema>;
