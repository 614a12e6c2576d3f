import type { AuditEntry, AuditTimelineDto, ModeratedItem } from '@mohalla/contracts';
import { formatMoment } from '../formatAge';
import { reportReason } from '../reportReason';
import { DiffText } from './DiffText';
import { Identity } from './Identity';
import * as styles from './ModerationPage.css';

const sameItem = (a: ModeratedItem, b: ModeratedItem) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The reported item's every version (who wrote it, when, and what changed
 * from the version before), then every event of the subject, in order.
 */
export function AuditTimeline({ audit, item }: { audit: AuditTimelineDto; item: ModeratedItem }) {
  const versions = audit.entries.filter((e) => e.content && sameItem(e.item, item));
  return (
    <>
      <section aria-labelledby="versions-heading" className={styles.section}>
        <h3 id="versions-heading" className={styles.sectionTitle}>
          Versions ({versions.length})
        </h3>
        <ol className={styles.versions}>
          {versions.map((entry) => (
            <li
              key={entry.eventId}
              className={styles.version}
              aria-label={`Version ${entry.content?.version}`}
            >
              <p className={styles.entryMeta}>
                Version {entry.content?.version} · {formatMoment(entry.at)} · by{' '}
                <Identity who={entry.actor} />
              </p>
              {entry.content?.title ? <p className={styles.versionTitle}>{entry.content.title}</p> : null}
              {entry.diff ? (
                <DiffText parts={entry.diff} />
              ) : (
                <p className={styles.versionText}>{entry.content?.text}</p>
              )}
            </li>
          ))}
        </ol>
      </section>
      <section aria-labelledby="history-heading" className={styles.section}>
        <h3 id="history-heading" className={styles.sectionTitle}>
          Everything that happened ({audit.entries.length} events, from the log)
        </h3>
        <ol className={styles.history}>
          {audit.entries.map((entry) => (
            <HistoryEntry key={entry.eventId} entry={entry} />
          ))}
        </ol>
      </section>
    </>
  );
}

function HistoryEntry({ entry }: { entry: AuditEntry }) {
  return (
    <li className={styles.historyEntry}>
      <p className={styles.entryMeta}>
        {formatMoment(entry.at)} · revision {entry.revision} · <code>{entry.type}</code>
      </p>
      <p>
        <Identity who={entry.actor} /> {entry.summary}
      </p>
      {entry.report ? (
        <p className={styles.entryDetail}>
          {reportReason(entry.report.reason)} · saw version {entry.report.reportedContent?.version ?? '?'}{' '}
          (stream revision {entry.report.reportedRevision}) · now {entry.report.status}
        </p>
      ) : null}
      {entry.decision ? <p className={styles.entryDetail}>Reason: “{entry.decision.reason}”</p> : null}
    </li>
  );
}
