import { z } from 'zod';
import { bodyText } from '../shared/text.js';
import { MODERATION_REASON_MAX } from './rules.js';

/** Required on every moderator action: the log keeps why, not only what. */
export const ModerationReasonSchema = bodyText({ error: 'is required: say why' })
  .min(1, 'is required: say why')
  .max(MODERATION_REASON_MAX, `must be at most ${MODERATION_REASON_MAX} characters`);

/** `POST /api/moderation/users/{userId}/warn|reinstate`; every other moderator body adds to it. */
export const ModerateUserBodySchema = z.strictObject({ reason: ModerationReasonSchema });
export type ModerateUserBody = z.infer<typeof ModerateUserBodySchema>;

/** `POST /api/moderation/posts/{postId}/hide|restore` (a reply with `replyId`); `reportId` ties a hide to a report. */
export const ModeratePostBodySchema = ModerateUserBodySchema.extend({
  replyId: z.uuid({ error: 'must be a reply id' }).optional(),
  reportId: z.uuid({ error: 'must be a report id' }).optional(),
});
export type ModeratePostBody = z.infer<typeof ModeratePostBodySchema>;
export const RestorePostBodySchema = ModeratePostBodySchema.omit({ reportId: true });
export type RestorePostBody = z.infer<typeof RestorePostBodySchema>;

/** `POST /api/moderation/channels/{channelId}/messages/{messageId}/hide|restore`: a post's, less the reply. */
export const ModerateMessageBodySchema = ModeratePostBodySchema.omit({ replyId: true });
export type ModerateMessageBody = z.infer<typeof ModerateMessageBodySchema>;
export const RestoreMessageBodySchema = ModerateMessageBodySchema.omit({ reportId: true });

/**
 * `POST /api/moderation/posts/{postId}/reports/{reportId}/dismiss|uphold` (or
 * `channels/{channelId}/reports/...`: where the report lives). Upholding also
 * hides the reported item unless `hide` is false.
 */
export const DecideReportBodySchema = ModerateUserBodySchema.extend({
  hide: z.boolean({ error: 'must be true or false' }).optional(),
});
export type DecideReportBody = z.infer<typeof DecideReportBodySchema>;

/** `POST /api/moderation/users/{userId}/suspend`: until a time (in the future), or until reinstated. */
export const SuspendUserBodySchema = ModerateUserBodySchema.extend({
  until: z.iso.datetime({ error: 'must be a date and time like 2025-01-31T18:30:00Z' }).optional(),
});
export type SuspendUserBody = z.infer<typeof SuspendUserBodySchema>;
