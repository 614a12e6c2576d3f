import { z } from 'zod';
import { bodyText } from '../shared/text.js';
import { ChatAttachmentsSchema, ChatContentSchema } from './dtos.js';
import { CHAT_REPORT_REASON_MAX } from './rules.js';

const id = (what: string) => z.uuid({ error: `must be a ${what} id (a UUID)` });

/**
 * A client's own id for one command, echoed in the `ack` or `error` it
 * causes. A send retried with the same `requestId` (after a reconnect, say)
 * appends nothing new: the message keeps the id of the first attempt.
 */
const requestId = z
  .string()
  .regex(/^[A-Za-z0-9._:-]{1,100}$/, 'must be 1 to 100 letters, digits or ._:-')
  .optional();

/**
 * Enter a channel (one at a time per socket; joining another leaves the
 * first). With `lastRevision` (the highest revision the client saw there) it
 * resumes: exactly the events after it follow, then live, with no gap and
 * no duplicate. The spec's client also sends `userId` and `userName`: they
 * are accepted and ignored, because who speaks comes from the session.
 */
export const JoinChannelSchema = z.strictObject({
  type: z.literal('join_channel'),
  channelId: id('channel'),
  lastRevision: z.number().int().min(-1).optional(),
  userId: z.unknown().optional(),
  userName: z.unknown().optional(),
});
/**
 * Sends to the joined channel. `areaId` is the spec client's and, when sent,
 * must be the channel's area. Content is trimmed, 1 to 1,000 characters.
 */
export const SendMessageSchema = z.strictObject({
  type: z.literal('send_message'),
  channelId: id('channel'),
  areaId: id('area').optional(),
  content: ChatContentSchema,
  attachments: ChatAttachmentsSchema.default([]),
  requestId,
  userName: z.unknown().optional(),
  userEmail: z.unknown().optional(),
});
/** A command on one message of the joined channel: its own fields between the message id and `requestId`. */
const onMessage = <T extends string, S extends z.ZodRawShape>(type: T, shape: S) =>
  z.strictObject({ type: z.literal(type), messageId: id('message'), ...shape, requestId });

/** Once per person and message; marking again changes nothing (no error, no push). */
export const MarkHelpfulSchema = onMessage('mark_helpful', {});
/** The author only. */
export const EditMessageSchema = onMessage('edit_message', { content: ChatContentSchema });
/** The author only. */
export const DeleteMessageSchema = onMessage('delete_message', {});
/** Files a report moderators work through; reporting the same message twice files one. */
export const ReportMessageSchema = onMessage('report_message', {
  reason: bodyText()
    .max(CHAT_REPORT_REASON_MAX, `must be at most ${CHAT_REPORT_REASON_MAX} characters`)
    .default(''),
});
export const LeaveChannelSchema = z.strictObject({
  type: z.literal('leave_channel'),
  channelId: id('channel').optional(),
});

/** Every message a client may send over `/ws`, discriminated on `type`. */
export const ClientMessageSchema = z.discriminatedUnion('type', [
  JoinChannelSchema,
  SendMessageSchema,
  MarkHelpfulSchema,
  EditMessageSchema,
  DeleteMessageSchema,
  ReportMessageSchema,
  LeaveChannelSchema,
]);
export type ClientMessage = z.infer<typeof ClientMessageSchema>;
/** What a client builds before sending (defaults may be left out). */
export type ClientMessageInput = z.input<typeof ClientMessageSchema>;
export const CLIENT_MESSAGE_TYPES = ClientMessageSchema.options.map((o) => o.shape.type.value);
/** The commands that need a signed-in user and a joined channel. */
export type ChatCommandMessage = Exclude<ClientMessage, { type: 'join_channel' | 'leave_channel' }>;
