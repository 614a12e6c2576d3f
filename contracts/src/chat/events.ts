import { z } from 'zod';
import { reportFields } from '../moderation/eventFields.js';
import { OWN_FILE_URL } from '../posts/rules.js';
import { eventSchema } from '../shared/envelope.js';
import { CHAT_ATTACHMENTS_MAX } from './rules.js';

/**
 * Chat events live in the channel's stream (`channel-<channelId>`), each
 * naming its `messageId`. `authorId`, `editorId`, `deletedBy`, `userId` and
 * `reporterId` are private: only the log and moderators' audit views hold
 * them; every public payload shows the author's area alias instead.
 */
export const MessageSentSchema = eventSchema('MessageSent', {
  messageId: z.uuid(),
  channelId: z.uuid(),
  areaId: z.uuid(),
  authorId: z.uuid(),
  authorAlias: z.string(),
  content: z.string(),
  /** Files uploaded here (`/api/files/...`). */
  attachments: z.array(z.string().regex(OWN_FILE_URL)).max(CHAT_ATTACHMENTS_MAX),
});
export const MessageEditedSchema = eventSchema('MessageEdited', {
  messageId: z.uuid(),
  editorId: z.uuid(),
  content: z.string(),
});
export const MessageDeletedSchema = eventSchema('MessageDeleted', {
  messageId: z.uuid(),
  deletedBy: z.uuid(),
});
/**
 * One person marks a message helpful once. `helpfulCount` is the count after
 * this mark, so a live push needs no fold of the stream to say it.
 */
export const MessageMarkedHelpfulSchema = eventSchema('MessageMarkedHelpful', {
  messageId: z.uuid(),
  userId: z.uuid(),
  helpfulCount: z.number().int().positive(),
});
export const MessageReportedSchema = eventSchema('MessageReported', {
  reportId: z.uuid(),
  messageId: z.uuid(),
  ...reportFields,
});

export const ChatEventSchema = z.discriminatedUnion('type', [
  MessageSentSchema,
  MessageEditedSchema,
  MessageDeletedSchema,
  MessageMarkedHelpfulSchema,
  MessageReportedSchema,
]);
export type ChatEvent = z.infer<typeof ChatEventSchema>;
