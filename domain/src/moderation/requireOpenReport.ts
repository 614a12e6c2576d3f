import { DomainError, type ReportStatus } from '@mohalla/contracts';

/**
 * A moderator decides only on a report of the content the command names
 * (404 otherwise) that is still open (409 once dismissed or upheld); the
 * post and chat-message deciders hold the same rule.
 */
export function requireOpenReport(
  status: ReportStatus | undefined,
  reportId: string,
  content: 'post' | 'message',
): void {
  if (!status)
    throw new DomainError('REPORT.NOT_FOUND', `Report ${reportId} was not found on this ${content}.`);
  if (status !== 'open') {
    throw new DomainError('REPORT.ALREADY_DECIDED', `Report ${reportId} was already ${status}.`);
  }
}
