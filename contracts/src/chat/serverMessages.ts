import { z } from 'zod';
import { ModerationProblemDetailsSchema } from '../content-rules/schemas.js';
import { NotificationMessageSchema } from '../notifications/dtos.js';
import { ChatMessageDtoSchema } from './dtos.js';

const revision = z.number().int().nonnegative();

/**
 * The answer to `join_channel`. `alias` is the reader's own alias in the
 * area (null for guests, who may read but not send); a message is the
 * reader's own exactly when its `alias` equals it (aliases are unique per
 * area). `revision` is the channel stream's last revision at the join (-1
 * for an empty channel): live events follow with higher revisions.
 * - `resumed: false`: `messages` is the newest page (oldest first),
 *   `nextCursor` the `before` of the page older than it (null if none);
 *   the client replaces what it held.
 * - `resumed: true` (a join with `lastRevision`): no `messages`; the events
 *   after `lastRevision` up to `revision` follow one by one, in order, as
 *   `new_message`, `message_edited`, `message_deleted` and `message_helpful`
 *   (a message deleted or hidden meanwhile comes as its `message_deleted` only,
 *   followed by its `new_message` if a moderator restored it after).
 * A client keeps the highest revision it has seen (this one or an event's)
 * and sends it as `lastRevision` when it reconnects.
 */
export const JoinedChannelSchema = z.object({
  type: z.literal('joined_channel'),
  channelId: z.uuid(),
  areaId: z.uuid(),
  alias: z.string().nullable(),
  revision: z.number().int().min(-1),
  resumed: z.boolean(),
  messages: z.array(ChatMessageDtoSchema).optional(),
  nextCursor: revision.nullable().optional(),
});
/** Members online in an area (distinct signed-in people, every node counted), pushed when it changes. */
export const OnlineCountSchema = z.object({
  type: z.literal('online_count'),
  areaId: z.uuid(),
  count: z.number().int().nonnegative(),
});
/**
 * A message sent, or one a moderator restored: then `message` is as it stood
 * at the restore (edits, helpful count) and keeps the `revision` it was sent
 * at (its place in the list), while the push's `revision` is the restore's.
 */
export const NewMessageSchema = z.object({
  type: z.literal('new_message'),
  message: ChatMessageDtoSchema,
  revision,
});
/** Sent to a signed-in joiner only, with its own alias (the spec's client sets its alias from it). */
export const UserJoinedSchema = z.object({ type: z.literal('user_joined'), alias: z.string() });
export const MessageHelpfulSchema = z.object({
  type: z.literal('message_helpful'),
  messageId: z.uuid(),
  helpfulCount: z.number().int().nonnegative(),
  revision,
});
export const MessageEditedOutSchema = z.object({
  type: z.literal('message_edited'),
  messageId: z.uuid(),
  content: z.string(),
  editedAt: z.iso.datetime(),
  revision,
});
export const MessageDeletedOutSchema = z.object({
  type: z.literal('message_deleted'),
  messageId: z.uuid(),
  revision,
});

/**
 * The sender's confirmation of a command. `revision` is null when nothing
 * was appended (marking helpful twice). A send retried with the same
 * `requestId` answers its first attempt again, revision included (as a
 * retried HTTP command with an Idempotency-Key answers its first outcome),
 * so a client that lost the first ack still learns where its message is. `warning` is
 * set when the shared moderation rules warn: the message was sent, and the
 * client shows the spec's 'Content Warning' with these lines.
 */
export const AckSchema = z.object({
  type: z.literal('ack'),
  requestId: z.string().nullable(),
  action: z.enum(['send_message', 'mark_helpful', 'edit_message', 'delete_message', 'report_message']),
  messageId: z.uuid(),
  revision: revision.nullable(),
  warning: z.object({ title: z.literal('Content Warning'), messages: z.array(z.string()) }).nullable(),
});

/**
 * Stable error codes of the socket (the connection stays open after each):
 * `invalid_json` (not JSON), `unknown_type` (no such `type`),
 * `invalid_message` (a field is wrong: `field` names it), `auth_required`
 * (guests may not send), `forbidden` (not the author), `not_joined` (join a
 * channel first), `not_found` (no such channel or message),
 * `message_blocked` (the moderation rules block it: the spec's 'Message
 * Blocked'; `moderation` holds the findings), `rate_limited` (too many
 * sends; `retryAfterMs` says when), `conflict` (too many concurrent
 * changes; retry), `server_error`.
 */
export const CHAT_ERROR_CODES = [
  'invalid_json',
  'unknown_type',
  'invalid_message',
  'auth_required',
  'forbidden',
  'not_joined',
  'not_found',
  'message_blocked',
  'rate_limited',
  'conflict',
  'server_error',
] as const;
export const ChatErrorCodeSchema = z.enum(CHAT_ERROR_CODES);
export type ChatErrorCode = z.infer<typeof ChatErrorCodeSchema>;

export const ChatErrorSchema = z.object({
  type: z.literal('error'),
  code: ChatErrorCodeSchema,
  message: z.string(),
  field: z.string().optional(),
  requestId: z.string().optional(),
  retryAfterMs: z.number().int().nonnegative().optional(),
  moderation: ModerationProblemDetailsSchema.optional(),
});

/** Every message the server sends over `/ws`, discriminated on `type`. */
export const ServerMessageSchema = z.discriminatedUnion('type', [
  JoinedChannelSchema,
  OnlineCountSchema,
  NewMessageSchema,
  UserJoinedSchema,
  MessageHelpfulSchema,
  MessageEditedOutSchema,
  MessageDeletedOutSchema,
  AckSchema,
  ChatErrorSchema,
  /** An area notification (an Alert post), to every socket in the area. */
  NotificationMessageSchema,
]);
export type ServerMessage = z.infer<typeof ServerMessageSchema>;
export type ServerMessageType = ServerMessage['type'];
export type ServerMessageOf<T extends ServerMessageType> = Extract<ServerMessage, { type: T }>;
/** The live events a channel pushes (and a resume replays), each with its revision. */
export type ChannelPush = ServerMessageOf<
  'new_message' | 'message_edited' | 'message_deleted' | 'message_helpful'
>;
