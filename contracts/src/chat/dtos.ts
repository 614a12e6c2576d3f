import { z } from 'zod';
import { OWN_FILE_URL } from '../posts/rules.js';
import { bodyText } from '../shared/text.js';
import { CHAT_ATTACHMENTS_MAX, CHAT_CONTENT_MAX, CHAT_PAGE_MAX, CHAT_PAGE_SIZE } from './rules.js';

/**
 * A chat message as every public payload shows it (history and live). The
 * author is `alias`, their area alias: no user id, name or email is ever
 * here (the spec's client showed names and emails; the architecture fixes
 * that leak). `revision` is the channel stream revision of the message's
 * `MessageSent`: the order of the list and the cursor of 'Load more'.
 * `mine` is set only for the signed-in reader's own messages.
 */
export const ChatMessageDtoSchema = z.object({
  id: z.uuid(),
  channelId: z.uuid(),
  areaId: z.uuid(),
  content: z.string(),
  alias: z.string(),
  createdAt: z.iso.datetime(),
  editedAt: z.iso.datetime().nullable(),
  helpfulCount: z.number().int().nonnegative(),
  attachments: z.array(z.string()),
  revision: z.number().int().nonnegative(),
  mine: z.boolean().optional(),
});
export type ChatMessageDto = z.infer<typeof ChatMessageDtoSchema>;

/** Normalised (`bodyText`), 1 to `CHAT_CONTENT_MAX` characters: for sending and editing alike. */
export const ChatContentSchema = bodyText({ error: 'is required' })
  .min(1, 'must not be empty')
  .max(CHAT_CONTENT_MAX, `must be at most ${CHAT_CONTENT_MAX} characters`);

export const ChatAttachmentsSchema = z
  .array(z.string().regex(OWN_FILE_URL, 'must be a file uploaded here (/api/files/...)'))
  .max(CHAT_ATTACHMENTS_MAX, `You can only upload up to ${CHAT_ATTACHMENTS_MAX} files.`);

const wholeNumber = (min: number, max: number) =>
  z.coerce
    .number({ error: 'must be a whole number' })
    .int('must be a whole number')
    .min(min, `must be at least ${min}`)
    .max(max, `must be at most ${max}`);

/**
 * `GET /api/channels/{channelId}/messages?limit=&before=&page=`: a page of
 * messages, oldest first (later pages are prepended). `before` is the
 * `X-Next-Cursor` of the previous page (the revision of its oldest message);
 * `page` (the spec's, from 1) skips `(page - 1) * limit` newer messages
 * instead. `areaId` is the spec client's and is checked when sent. The
 * answer is the spec's array; headers carry `X-Next-Cursor` (absent on the
 * oldest page) and `X-Channel-Revision` (the stream's last revision, from
 * which `join_channel.lastRevision` resumes live).
 */
export const ChatHistoryQuerySchema = z.object({
  limit: wholeNumber(1, CHAT_PAGE_MAX).default(CHAT_PAGE_SIZE),
  before: wholeNumber(0, Number.MAX_SAFE_INTEGER).optional(),
  page: wholeNumber(1, 10_000).default(1),
  areaId: z.uuid({ error: 'must be a UUID' }).optional(),
});
export type ChatHistoryQuery = z.infer<typeof ChatHistoryQuerySchema>;
export const ChatHistoryPageSchema = z.array(ChatMessageDtoSchema);

/** `PUT /api/messages/{messageId}`: the author's new text. */
export const EditMessageBodySchema = z.strictObject({ content: ChatContentSchema });
export type EditMessageBody = z.infer<typeof EditMessageBodySchema>;

/**
 * What `PUT` and `DELETE /api/messages/{id}` answer: the message's text
 * after the change (null once deleted), the channel stream revision of the
 * change (null when nothing changed, e.g. an edit to the same text) and the
 * log position (the stream's last when nothing changed).
 */
export const ChatWriteResultSchema = z.object({
  success: z.literal(true),
  messageId: z.uuid(),
  content: z.string().nullable(),
  revision: z.number().int().nonnegative().nullable(),
  position: z.number().int().nonnegative(),
});
export type ChatWriteResult = z.infer<typeof ChatWriteResultSchema>;
