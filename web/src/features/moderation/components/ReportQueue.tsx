import type { AreaDto, ReportQueueItemDto } from '@mohalla/contracts';
import { useEffect, useRef } from 'react';
import { formatAge } from '../formatAge';
import { reportReason } from '../reportReason';
import * as styles from './ModerationPage.css';

interface ReportQueueProps {
  reports: readonly ReportQueueItemDto[];
  areas: ReadonlyMap<string, AreaDto>;
  selected: number;
  openedId: string | null;
  onSelect: (index: number) => void;
  onOpen: (report: ReportQueueItemDto) => void;
}

const KIND = { post: 'Post', reply: 'Reply', message: 'Chat message' } as const;

/**
 * The open reports, most serious first. j/k or the arrows move the
 * selection (and the focus, so it is always visible); Enter opens it.
 */
export function ReportQueue({ reports, areas, selected, openedId, onSelect, onOpen }: ReportQueueProps) {
  const list = useRef<HTMLOListElement>(null);
  const now = new Date();
  useEffect(() => {
    const item = list.current?.querySelectorAll('button')[selected];
    if (item && list.current?.contains(document.activeElement)) item.focus();
  }, [selected]);

  return (
    <ol ref={list} className={styles.queue} aria-label="Open reports" data-queue>
      {reports.map((report, index) => (
        <li key={report.reportId}>
          <button
            type="button"
            className={styles.queueItem}
            aria-current={index === selected ? 'true' : undefined}
            aria-pressed={report.reportId === openedId}
            data-selected={index === selected}
            onFocus={() => onSelect(index)}
            onClick={() => onOpen(report)}
          >
            <span className={styles.queueMeta}>
              <span className={styles.severity[report.severity]}>{report.severity}</span>
              <span>{KIND[report.kind]}</span>
              <span>{areas.get(report.areaId)?.name ?? 'Unknown area'}</span>
              <span>{formatAge(report.reportedAt, now)} ago</span>
            </span>
            {report.title ? <span className={styles.queueTitle}>{report.title}</span> : null}
            <span className={styles.queueExcerpt}>{report.excerpt}</span>
            <span className={styles.queueReason}>{reportReason(report.reason)}</span>
          </button>
        </li>
      ))}
    </ol>
  );
}
