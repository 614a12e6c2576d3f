import {
  AuditTimelineDtoSchema,
  type ModeratedKind,
  ModerationReceiptSchema,
  ReportQueueDtoSchema,
  type ReportQueueItemDto,
  type RiskLevel,
} from '@mohalla/contracts';
import { apiGet, apiGetWithHeaders, apiRequest, withMinPosition } from '../../../lib/api';

/** The queue's filters as the page keeps them; '' means any. */
export interface QueueFilters {
  area: string;
  kind: ModeratedKind | '';
  severity: RiskLevel | '';
  olderThan: string;
}

export const NO_FILTERS: QueueFilters = { area: '', kind: '', severity: '', olderThan: '' };

const id = encodeURIComponent;

export interface QueuePage {
  reports: ReportQueueItemDto[];
  /** The next page's cursor (`X-Next-Cursor`); null on the last page. */
  nextCursor: string | null;
}

/** GET /api/moderation/reports: open reports, most serious first, then oldest, a page at a time. */
export async function fetchQueuePage(
  filters: QueueFilters,
  cursor: string | null,
  minPosition: number | undefined,
  signal: AbortSignal,
): Promise<QueuePage> {
  const query = new URLSearchParams(Object.entries(filters).filter(([, value]) => value !== ''));
  if (cursor) query.set('cursor', cursor);
  const path = withMinPosition(`/api/moderation/reports?${query}`, minPosition);
  const { data, headers } = await apiGetWithHeaders(path, ReportQueueDtoSchema, signal);
  return { reports: data, nextCursor: headers.get('X-Next-Cursor') };
}

/** The audit of what a report is about: a post with its replies, or a chat message. */
export function fetchAudit(report: ReportQueueItemDto, signal: AbortSignal) {
  const path =
    report.kind === 'message'
      ? `/api/moderation/audit/message/${id(report.messageId ?? '')}`
      : `/api/moderation/audit/post/${id(report.postId ?? '')}`;
  return apiGet(path, AuditTimelineDtoSchema, signal);
}

/** Where the reported item's moderation calls live. */
function itemPath(report: ReportQueueItemDto): string {
  return report.kind === 'message'
    ? `/api/moderation/messages/${id(report.messageId ?? '')}`
    : `/api/moderation/posts/${id(report.postId ?? '')}`;
}

const post = (path: string, body: object) =>
  apiRequest(path, ModerationReceiptSchema, { method: 'POST', body });

/** Hides or restores the reported item (a reply through its post). */
export function setHidden(report: ReportQueueItemDto, hide: boolean, reason: string) {
  const reply = report.kind === 'reply' && report.replyId ? { replyId: report.replyId } : {};
  const tie = hide ? { reportId: report.reportId } : {};
  return post(`${itemPath(report)}/${hide ? 'hide' : 'restore'}`, { reason, ...reply, ...tie });
}

/** Dismisses the report, or upholds it (which hides the item too). */
export function decideReport(report: ReportQueueItemDto, decision: 'dismiss' | 'uphold', reason: string) {
  return post(`${itemPath(report)}/reports/${id(report.reportId)}/${decision}`, { reason });
}

export function moderateUser(userId: string, action: 'warn' | 'suspend', reason: string, until?: string) {
  return post(`/api/moderation/users/${id(userId)}/${action}`, { reason, ...(until ? { until } : {}) });
}
