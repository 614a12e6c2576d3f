import type {
  AreaDto,
  AuditItemState,
  AuditTimelineDto,
  ModeratedItem,
  ReportQueueItemDto,
} from '@mohalla/contracts';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/Button';
import { DECISION_KEYS } from '../decisionKeys';
import { formatMoment } from '../formatAge';
import type { ActionKind } from '../hooks/useModerationAction';
import { reportReason } from '../reportReason';
import { AuditTimeline } from './AuditTimeline';
import * as styles from './ModerationPage.css';

/** The item a report is about, as the audit names items. */
export function reportedItem(report: ReportQueueItemDto): ModeratedItem {
  if (report.kind === 'message') {
    return { kind: 'message', channelId: report.channelId ?? '', messageId: report.messageId ?? '' };
  }
  if (report.kind === 'reply')
    return { kind: 'reply', postId: report.postId ?? '', replyId: report.replyId ?? '' };
  return { kind: 'post', postId: report.postId ?? '' };
}

/** Where the reported item stands now (hidden, deleted, its author), from its audit. */
export function reportedItemState(
  audit: AuditTimelineDto,
  report: ReportQueueItemDto,
): AuditItemState | undefined {
  const item = JSON.stringify(reportedItem(report));
  return audit.items.find((i) => JSON.stringify(i.item) === item);
}

interface ReportDetailProps {
  report: ReportQueueItemDto;
  audit: AuditTimelineDto;
  area: AreaDto | undefined;
  onAction: (kind: ActionKind) => void;
}

/** What was reported and why, the actions (each with its key), and the item's audit. */
export function ReportDetail({ report, audit, area, onAction }: ReportDetailProps) {
  const item = reportedItem(report);
  const state = reportedItemState(audit, report);
  const status =
    audit.entries.find((e) => e.report?.reportId === report.reportId)?.report?.status ?? report.status;
  const open = status === 'open';
  return (
    <article className={styles.detail} aria-labelledby="detail-heading">
      <header className={styles.detailHeader}>
        <h2 id="detail-heading" className={styles.detailTitle} tabIndex={-1}>
          Reported {report.kind}
          {report.title ? `: ${report.title}` : ''}
        </h2>
        <p className={styles.entryMeta}>
          {area?.name ?? 'Unknown area'} · severity {report.severity} · reported{' '}
          {formatMoment(report.reportedAt)} · report {status}
          {state?.hidden ? ' · hidden' : ''}
          {state?.deleted ? ' · deleted by its author' : ''}
        </p>
        <p>{reportReason(report.reason)}</p>
      </header>
      <div className={styles.actions} role="toolbar" aria-label="Actions">
        <ActionButton keyName="h" onClick={() => onAction(state?.hidden ? 'restore' : 'hide')}>
          {state?.hidden ? 'Restore' : 'Hide'} {report.kind}
        </ActionButton>
        {DECISION_KEYS.map((decision) => (
          <ActionButton
            key={decision.key}
            keyName={decision.key}
            disabled={decision.needs === 'openReport' ? !open : !state}
            onClick={() => onAction(decision.kind)}
          >
            {decision.label}
          </ActionButton>
        ))}
      </div>
      <AuditTimeline audit={audit} item={item} />
    </article>
  );
}

function ActionButton(props: {
  keyName: string;
  disabled?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <Button
      variant="secondary"
      size="sm"
      disabled={props.disabled}
      onClick={props.onClick}
      aria-keyshortcuts={props.keyName}
    >
      {props.children} <kbd className={styles.kbd}>{props.keyName}</kbd>
    </Button>
  );
}
