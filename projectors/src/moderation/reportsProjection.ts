import {
  type ProjectionName,
  REPORT_EXCERPT_MAX,
  ReadModels,
  type ReportDocument,
  reportSeverity,
  riskRank,
} from '@mohalla/contracts';
import type { ReadStore } from '@mohalla/infra';
import type { ProjectedEvent, Projection } from '../projection.js';
import {
  applyErasureToReports,
  REPORTED_AUTHORS,
  reportedAuthorsOf,
  withAuthorErasure,
} from './reportErasure.js';
import { messageTarget, postTarget, type ReportTarget } from './reportTargets.js';

/**
 * The newest chat retention cutoff applied (`ChatTextExpired`): a report of
 * chat text written before it files nothing, as the text is gone from the
 * reports and, past the retention, from the log.
 */
interface ChatRetention {
  _id: 'chat';
  beforeMs: number;
}
const REPORT_RETENTION = 'report_retention';
const retentionOf = (store: ReadStore) => store.collection<ChatRetention>(REPORT_RETENTION);
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

/**
 * The moderation queue: every report of a post, a reply or a chat message,
 * with its area, kind, the risk the shared moderation rules see in the
 * reported text, and its status (open until dismissed or upheld). The
 * reporter's id is kept so they can follow their own reports; no one else
 * ever reads it from here. What was reported is looked up in the log when
 * the report arrives (it is appended to the reported post's or channel's
 * own stream, so the stream up to it holds exactly what the reporter saw):
 * no copy of every post, reply and message is kept for the odd report.
 * Chat text is cleared from reports once past its retention
 * (`ChatTextExpired`, appended by `chatTextExpiry.ts`).
 */
export const reportsProjection: Projection = {
  name: 'reports' satisfies ProjectionName,
  // `user`: a reporter's erasure (issue 16).
  categories: ['post', 'channel', 'retention', 'user'],
  handles: [
    'ContentReported',
    'MessageReported',
    'ReportDismissed',
    'ReportUpheld',
    'ChatTextExpired',
    'PersonErased',
  ],
  collections: [ReadModels.reports, REPORT_RETENTION, REPORTED_AUTHORS],
  open(store) {
    reportsOf(store);
    retentionOf(store);
    reportedAuthorsOf(store);
  },
  async apply(event, { store, log }) {
    switch (event.type) {
      case 'ContentReported':
      case 'MessageReported': {
        if (!log) throw new Error('the reports projection looks reported content up in the log: pass `log`');
        const target =
          event.type === 'ContentReported' ? await postTarget(log, event) : await messageTarget(log, event);
        if (!target) return;
        if (target.chatTextAtMs !== null) {
          const retention = await retentionOf(store).get('chat');
          if (retention && target.chatTextAtMs < retention.beforeMs) return;
        }
        const doc = await withAuthorErasure(reportDocument(event, target), target, event, log, store);
        await reportsOf(store).put(doc, event.position);
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
        const beforeMs = Date.parse(event.data.before);
        await reportsOf(store).patchWhere(
          { chatTextAtMs: { lt: beforeMs } },
          { excerpt: '', chatTextAtMs: null },
          event.position,
        );
        const retention = await retentionOf(store).get('chat');
        if (!retention || retention.beforeMs < beforeMs) {
          await retentionOf(store).put({ _id: 'chat', beforeMs }, event.position);
        }
        return;
      }
      case 'PersonErased':
        return applyErasureToReports(event, store, reportsOf(store));
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
    replyId: target.kind === 'reply' ? target.id : null,
    channelId: target.channelId,
    messageId: target.kind === 'message' ? target.id : null,
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
