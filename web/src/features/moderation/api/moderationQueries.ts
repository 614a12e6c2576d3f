import type { ReportQueueItemDto } from '@mohalla/contracts';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { fetchAudit, fetchQueuePage, type QueueFilters } from './moderationApi';
import { moderationKeys } from './moderationKeys';

/** The open reports, page by page; `minPosition` (after an action) makes the read wait for it. */
export function queueQuery(filters: QueueFilters, minPosition?: number) {
  return infiniteQueryOptions({
    queryKey: moderationKeys.queue(filters),
    queryFn: ({ pageParam, signal }) => fetchQueuePage(filters, pageParam, minPosition, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    staleTime: 15_000,
  });
}

/** The subject a report's audit is about: one audit per post (with its replies) or message. */
export const auditSubjectOf = (report: ReportQueueItemDto) =>
  report.kind === 'message' ? `message:${report.messageId}` : `post:${report.postId}`;

/**
 * The audit of the opened report's subject (none while nothing is open).
 * Every look at an audit is recorded in the log, so it is fetched when a
 * moderator opens it or acts on it, never again in the background.
 */
export function auditQuery(report: ReportQueueItemDto | null) {
  return queryOptions({
    queryKey: moderationKeys.audit(report ? auditSubjectOf(report) : 'none'),
    queryFn: ({ signal }) => fetchAudit(report as ReportQueueItemDto, signal),
    enabled: report !== null,
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}
