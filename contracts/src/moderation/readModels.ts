import type { RiskLevel } from '../content-rules/risk.js';
import type { ModeratedKind, ReportStatus } from './rules.js';

/**
 * The `reports` read model: every report of a post, reply or chat message,
 * open until a moderator decides. Private: served to moderators (the queue)
 * and, one's own only, to the reporter; `reporterId` is never shown to anyone.
 */
export interface ReportDocument {
  _id: string;
  kind: ModeratedKind;
  postId: string | null;
  replyId: string | null;
  channelId: string | null;
  messageId: string | null;
  areaId: string;
  title: string | null;
  excerpt: string;
  reason: string;
  severity: RiskLevel;
  /** 0 (low) to 3 (critical): what the queue sorts and filters on. */
  severityRank: number;
  reportedRevision: number;
  reportedAt: string;
  /** `reportedAt` in epoch milliseconds, for the queue's age filter. */
  reportedAtMs: number;
  reporterId: string;
  /**
   * Chat only: when the reported text was written (sent, or last edited), in
   * epoch milliseconds. This copy of chat is kept no longer than the chat
   * itself (CHAT_RETENTION_DAYS from then): the queue stops serving it, and
   * `ChatTextExpired` clears `excerpt` and sets this to null. Null for posts and replies.
   */
  chatTextAtMs: number | null;
  status: ReportStatus;
  decidedAt: string | null;
}

/** How much of the reported text the queue shows. */
export const REPORT_EXCERPT_MAX = 280;
