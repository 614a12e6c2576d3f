import { z } from 'zod';
import { eventSchema } from '../shared/envelope.js';
import { decisionFields } from './eventFields.js';

/**
 * Moderators' decisions are events in the stream of what they decide about
 * (a post's stream for a post, its replies and their reports; a channel's
 * stream for a message), so the item's own history tells all of it. Hidden
 * content leaves every public read model and stays in the log.
 */
/** A post (`replyId` null) or one of its replies hidden; `reportId` when it follows a report. */
export const ContentHiddenSchema = eventSchema('ContentHidden', {
  postId: z.uuid(),
  replyId: z.uuid().nullable(),
  reportId: z.uuid().nullable(),
  ...decisionFields,
});
export const ContentRestoredSchema = eventSchema('ContentRestored', {
  postId: z.uuid(),
  replyId: z.uuid().nullable(),
  ...decisionFields,
});
export const MessageHiddenSchema = eventSchema('MessageHidden', {
  channelId: z.uuid(),
  messageId: z.uuid(),
  reportId: z.uuid().nullable(),
  ...decisionFields,
});
export const MessageRestoredSchema = eventSchema('MessageRestored', {
  channelId: z.uuid(),
  messageId: z.uuid(),
  ...decisionFields,
});
/** Decisions on a report, in the stream that holds the report (post or channel), pinned to it by id. */
export const ReportDismissedSchema = eventSchema('ReportDismissed', {
  reportId: z.uuid(),
  ...decisionFields,
});
export const ReportUpheldSchema = eventSchema('ReportUpheld', { reportId: z.uuid(), ...decisionFields });

/** What an audit was about. */
export const AuditSubjectSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('post'), postId: z.uuid() }),
  z.object({ kind: z.literal('message'), channelId: z.uuid(), messageId: z.uuid() }),
]);
export type AuditSubject = z.infer<typeof AuditSubjectSchema>;

/**
 * A moderator (or admin) looked at an item's audit, which shows who is
 * behind the aliases: recorded before the answer leaves, in `audit-<viewerId>`.
 */
export const AuditViewedSchema = eventSchema('AuditViewed', {
  viewerId: z.uuid(),
  subject: AuditSubjectSchema,
  /** Whose real identities the answer showed. */
  revealedUserIds: z.array(z.uuid()),
  at: z.iso.datetime(),
});

/** The one stream of `ChatTextExpired` events (chat streams themselves are pruned, this one is kept). */
export const CHAT_RETENTION_STREAM = 'retention-chat';

/**
 * Chat written before `before` is past CHAT_RETENTION_DAYS: the log no
 * longer serves it, and read models clear their copies of it (the reports'
 * excerpts). Appended by a periodic job, as `system`, in `CHAT_RETENTION_STREAM`.
 */
export const ChatTextExpiredSchema = eventSchema('ChatTextExpired', { before: z.iso.datetime() });

export const ModerationEventSchema = z.discriminatedUnion('type', [
  ContentHiddenSchema,
  ContentRestoredSchema,
  MessageHiddenSchema,
  MessageRestoredSchema,
  ReportDismissedSchema,
  ReportUpheldSchema,
  AuditViewedSchema,
  ChatTextExpiredSchema,
]);
export type ModerationEvent = z.infer<typeof ModerationEventSchema>;
