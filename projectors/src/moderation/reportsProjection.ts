import {
  type ModeratedKind,
  type ProjectionName,
  REPORT_EXCERPT_MAX,
  ReadModels,
  type ReportDocument,
  reportSeverity,
  riskRank,
} from '@mohalla/contracts';
import type { ReadStore } from '@mohalla/infra';
import type { ProjectedEvent, Projection } from '../projection.js';

/**
 * What can be reported, as it stands now: kept so a report can say where it
 * is (area, post title) and how serious the text it saw looks. Keyed by the
 * post, reply or message id. A chat message's copy is kept no longer than
 * the chat itself (until `ChatTextExpired`).
 */
interface ReportTarget {
  _id: string;
  kind: ModeratedKind;
  postId: string | null;
  channelId: string | null;
  areaId: string;
  title: string | null;
  text: string;
  /** Chat only: when `text` was written (sent or last edited), in epoch ms; null for posts and replies. */
  chatTextAtMs: number | null;
}

const REPORT_TARGETS = 'report_targets';
export const reportsOf = (store: ReadStore) =>
  store.collection<ReportDocument>(ReadModels.reports, {
    // The queue (by status, optionally area and kind; most serious first, then oldest), a
    // reporter's own reports (newest first), and chat copies past retention (a range).
    indexes: [
      ['status', ['severityRank', 'desc'], ['reportedAtMs', 'asc']],
      ['status', 'areaId', ['severityRank', 'desc'], ['reportedAtMs', 'asc']],
      ['status', 'kind', ['severityRank', 'desc'], ['reportedAtMs', 'asc']],
      ['status', 'areaId', 'kind', ['severityRank', 'desc'], ['reportedAtMs', 'asc']],
      ['reporterId', ['reportedAtMs', 'desc']],
      [['chatTextAtMs', 'asc']],
    ],
  });
export const reportTargetsOf = (store: ReadStore) =>
  store.collection<ReportTarget>(REPORT_TARGETS, { indexes: [[['chatTextAtMs', 'asc']]] });

/**
 * The moderation queue: every report of a post, a reply or a chat message,
 * with its area, kind, the risk the shared moderation rules see in the
 * reported text, and its status (open until dismissed or upheld). The
 * reporter's id is kept so they can follow their own reports; no one else
 * ever reads it from here. Copies of chat text are cleared once the chat is
 * past its retention (`ChatTextExpired`, appended by `chatTextExpiry.ts`).
 */
export const reportsProjection: Projection = {
  name: 'reports' satisfies ProjectionName,
  categories: ['post', 'channel', 'retention'],
  handles: [
    'PostPublished',
    'ReplyAdded',
    'ContentReported',
    'MessageSent',
    'MessageEdited',
    'MessageDeleted',
    'MessageReported',
    'ReportDismissed',
    'ReportUpheld',
    'ChatTextExpired',
  ],
  collections: [ReadModels.reports, REPORT_TARGETS],
  async apply(event, { store }) {
    const targets = reportTargetsOf(store);
    const writtenAtMs = Date.parse(event.metadata.at);
    switch (event.type) {
      case 'PostPublished': {
        const { postId, areaId, title, content } = event.data;
        const target = { kind: 'post', postId, channelId: null, areaId, title, text: content } as const;
        await targets.put({ _id: postId, ...target, chatTextAtMs: null }, event.position);
        return;
      }
      case 'ReplyAdded': {
        const post = await targets.get(event.data.postId);
        if (!post) return;
        const { replyId, postId, content } = event.data;
        const target = {
          kind: 'reply',
          postId,
          channelId: null,
          areaId: post.areaId,
          title: post.title,
        } as const;
        await targets.put({ _id: replyId, ...target, text: content, chatTextAtMs: null }, event.position);
        return;
      }
      case 'MessageSent': {
        const { messageId, channelId, areaId, content } = event.data;
        const target = {
          kind: 'message',
          postId: null,
          channelId,
          areaId,
          title: null,
          text: content,
          chatTextAtMs: writtenAtMs,
        } as const;
        await targets.put({ _id: messageId, ...target }, event.position);
        return;
      }
      case 'MessageEdited': {
        const { messageId, content } = event.data;
        await targets.patch(messageId, { text: content, chatTextAtMs: writtenAtMs }, event.position);
        return;
      }
      case 'MessageDeleted':
        // Its author took it back: keep no copy (the log keeps it for the audit).
        await targets.remove(event.data.messageId, event.position);
        return;
      case 'ContentReported':
      case 'MessageReported': {
        const targetId =
          event.type === 'ContentReported' ? (event.data.replyId ?? event.data.postId) : event.data.messageId;
        const target = await targets.get(targetId);
        if (!target) return;
        await reportsOf(store).put(reportDocument(event, target), event.position);
        return;
      }
      case 'ReportDismissed':
      case 'ReportUpheld':
        await reportsOf(store).patch(
          event.data.reportId,
          { status: event.type === 'ReportDismissed' ? 'dismissed' : 'upheld', decidedAt: event.metadata.at },
          event.position,
        );
        return;
      case 'ChatTextExpired': {
        // Kept no longer than the chat itself: the report stays (reason, status), its excerpt goes.
        const expired = { chatTextAtMs: { lt: Date.parse(event.data.before) } };
        await reportsOf(store).patchWhere(expired, { excerpt: '', chatTextAtMs: null }, event.position);
        await targets.removeWhere(expired, event.position);
        return;
      }
      default:
        return;
    }
  },
};

function reportDocument(
  event: ProjectedEvent & { type: 'ContentReported' | 'MessageReported' },
  target: ReportTarget,
): ReportDocument {
  const { reportId, reporterId, reason, reportedRevision } = event.data;
  const severity = reportSeverity(target.kind === 'post' ? (target.title ?? '') : '', target.text);
  return {
    _id: reportId,
    kind: target.kind,
    postId: target.postId,
    replyId: target.kind === 'reply' ? target._id : null,
    channelId: target.channelId,
    messageId: target.kind === 'message' ? target._id : null,
    areaId: target.areaId,
    title: target.title,
    excerpt: target.text.slice(0, REPORT_EXCERPT_MAX),
    reason,
    severity,
    severityRank: riskRank(severity),
    reportedRevision,
    reportedAt: event.metadata.at,
    reportedAtMs: Date.parse(event.metadata.at),
    reporterId,
    chatTextAtMs: target.chatTextAtMs,
    status: 'open',
    decidedAt: null,
  };
}
