import {
  CHANNEL_STREAM_PREFIX,
  type DataExport,
  type ExportedReport,
  type ModeratedItem,
} from '@mohalla/contracts';
import type { Footprint } from './personFootprint.js';

type ActivitySection = Pick<DataExport, 'upvotes' | 'helpfulMarks' | 'reports'>;

/** A chat event's channel is its stream's (`channel-<id>`): reports and marks name only the message. */
const channelOf = (streamName: string) => streamName.slice(CHANNEL_STREAM_PREFIX.length);

/**
 * What the person did to what others (or they) wrote: upvotes, helpful
 * marks, and the reports they filed with what became of each. The items
 * are named by id only, never by their author.
 */
export function activitySection({ userId, events }: Footprint): ActivitySection {
  const upvotes: DataExport['upvotes'] = [];
  const helpfulMarks: DataExport['helpfulMarks'] = [];
  const reports = new Map<string, ExportedReport>();
  const file = (reportId: string, item: ModeratedItem, reason: string, reportedAt: string) => {
    reports.set(reportId, { reportId, item, reason, reportedAt, outcome: 'open', decidedAt: null });
  };

  for (const { event, metadata, streamName } of events) {
    switch (event.type) {
      case 'PostUpvoted':
        upvotes.push({ postId: event.data.postId, at: metadata.at });
        break;
      case 'MessageMarkedHelpful':
        helpfulMarks.push({
          channelId: channelOf(streamName),
          messageId: event.data.messageId,
          at: metadata.at,
        });
        break;
      case 'ContentReported': {
        if (event.data.reporterId !== userId) break;
        const { reportId, postId, replyId, reason } = event.data;
        const item: ModeratedItem =
          replyId === null ? { kind: 'post', postId } : { kind: 'reply', postId, replyId };
        file(reportId, item, reason, metadata.at);
        break;
      }
      case 'MessageReported': {
        if (event.data.reporterId !== userId) break;
        const { reportId, messageId, reason } = event.data;
        file(reportId, { kind: 'message', channelId: channelOf(streamName), messageId }, reason, metadata.at);
        break;
      }
      case 'ReportDismissed':
      case 'ReportUpheld': {
        // Only the outcome: the moderator's reason is about someone else's writing.
        const report = reports.get(event.data.reportId);
        if (!report) break;
        report.outcome = event.type === 'ReportDismissed' ? 'dismissed' : 'upheld';
        report.decidedAt = metadata.at;
        break;
      }
      default:
        break;
    }
  }
  return { upvotes, helpfulMarks, reports: [...reports.values()] };
}
