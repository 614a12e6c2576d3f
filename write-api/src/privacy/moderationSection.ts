import type { DataExport, ExportedDecision, ModeratedItem } from '@mohalla/contracts';
import type { Footprint } from './personFootprint.js';

/**
 * Moderators' decisions about the person (warnings, suspensions,
 * reinstatements) and about what they wrote (hidden, restored, reports of
 * it upheld or dismissed), each with its reason and time. Who decided is
 * left out, as is who reported them.
 */
export function moderationSection({
  userId,
  events,
  written,
  reportsAgainst,
}: Footprint): DataExport['moderation'] {
  const decisions: ExportedDecision[] = [];
  const decide = (
    decision: ExportedDecision['decision'],
    at: string,
    reason: string,
    item: ModeratedItem | null,
    until: string | null = null,
  ) => decisions.push({ decision, at, reason, item, until });

  for (const { event, metadata } of events) {
    const at = metadata.at;
    switch (event.type) {
      case 'UserWarned':
      case 'UserReinstated':
        if (event.data.userId === userId) {
          decide(event.type === 'UserWarned' ? 'warned' : 'reinstated', at, event.data.reason, null);
        }
        break;
      case 'UserSuspended':
        if (event.data.userId === userId) decide('suspended', at, event.data.reason, null, event.data.until);
        break;
      case 'ContentHidden':
      case 'ContentRestored': {
        const { postId, replyId, reason } = event.data;
        const item = written.get(replyId === null ? `post:${postId}` : `reply:${replyId}`);
        if (item)
          decide(event.type === 'ContentHidden' ? 'content-hidden' : 'content-restored', at, reason, item);
        break;
      }
      case 'MessageHidden':
      case 'MessageRestored': {
        const item = written.get(`message:${event.data.messageId}`);
        const decision = event.type === 'MessageHidden' ? 'content-hidden' : 'content-restored';
        if (item) decide(decision, at, event.data.reason, item);
        break;
      }
      case 'ReportDismissed':
      case 'ReportUpheld': {
        const item = reportsAgainst.get(event.data.reportId);
        const decision = event.type === 'ReportUpheld' ? 'report-upheld' : 'report-dismissed';
        if (item) decide(decision, at, event.data.reason, item);
        break;
      }
      default:
        break;
    }
  }
  return decisions;
}
