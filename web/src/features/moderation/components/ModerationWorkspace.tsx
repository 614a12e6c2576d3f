import type { ModerationReceipt, ReportQueueItemDto } from '@mohalla/contracts';
import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ErrorMessage } from '../../../components/ui/ErrorMessage';
import { LoadMoreButton } from '../../../components/ui/LoadMoreButton';
import { Spinner } from '../../../components/ui/Spinner';
import { StateMessage } from '../../../components/ui/StateMessage';
import { useScrollIntoViewOnAppear } from '../../../components/ui/useScrollIntoViewOnAppear';
import { breakpoints } from '../../../styles/theme.css';
import { allAreasQuery } from '../../places';
import type { QueueFilters as Filters } from '../api/moderationApi';
import { moderationKeys } from '../api/moderationKeys';
import { auditQuery, auditSubjectOf, queueQuery } from '../api/moderationQueries';
import { DECISION_KEYS } from '../decisionKeys';
import { type ActionKind, useModerationAction } from '../hooks/useModerationAction';
import { useShortcuts } from '../hooks/useShortcuts';
import { ActionDialog } from './ActionDialog';
import * as styles from './ModerationPage.css';
import { QueueFilters } from './QueueFilters';
import { ReportDetail, reportedItemState } from './ReportDetail';
import { ReportQueue } from './ReportQueue';
import { ShortcutLegend } from './ShortcutLegend';

/** Below the desktop layout the opened report sits under the whole queue, out of sight. */
const STACKED = `(max-width: ${breakpoints.desktop - 0.02}px)`;

const filtersFrom = (params: URLSearchParams): Filters => ({
  area: params.get('area') ?? '',
  kind: (params.get('kind') ?? '') as Filters['kind'],
  severity: (params.get('severity') ?? '') as Filters['severity'],
  olderThan: params.get('olderThan') ?? '',
});

/** The queue and the opened report side by side, driven by the keyboard as well as the mouse. */
export function ModerationWorkspace() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersFrom(params), [params]);
  const queryClient = useQueryClient();
  const queue = useInfiniteQuery(queueQuery(filters));
  const areas = useQuery(allAreasQuery());
  const areasById = useMemo(() => new Map((areas.data ?? []).map((a) => [a._id, a])), [areas.data]);
  const [selected, setSelected] = useState(0);
  const [opened, setOpened] = useState<ReportQueueItemDto | null>(null);
  const [dialog, setDialog] = useState<ActionKind | null>(null);
  const audit = useQuery(auditQuery(opened));

  // Once the opened report's detail is drawn (not at the click: a spinner's short
  // pane cannot be scrolled to the top of a short page), a phone scrolls the pane up
  // from under the queue, and focus moves to its heading for keyboard and
  // screen-reader users (without a second scroll of its own there).
  const shownReport = opened && audit.data ? opened.reportId : null;
  const detailPane = useScrollIntoViewOnAppear<HTMLElement>(shownReport, {
    onlyWhen: STACKED,
    block: 'start',
  });
  useEffect(() => {
    if (!shownReport) return;
    const preventScroll = window.matchMedia(STACKED).matches;
    document.getElementById('detail-heading')?.focus({ preventScroll });
  }, [shownReport]);

  const reports = useMemo(() => queue.data?.pages.flatMap((page) => page.reports) ?? [], [queue.data]);
  const current = Math.min(selected, Math.max(0, reports.length - 1));
  const state = opened && audit.data ? reportedItemState(audit.data, opened) : undefined;

  const action = useModerationAction(async (receipt: ModerationReceipt) => {
    if (opened)
      await queryClient.invalidateQueries({ queryKey: moderationKeys.audit(auditSubjectOf(opened)) });
    // Wait for the read side to show the decision: a decided report leaves the open queue.
    await queryClient.fetchInfiniteQuery({ ...queueQuery(filters, receipt.position), staleTime: 0 });
  });
  const open = (report: ReportQueueItemDto | undefined) => {
    if (!report) return;
    setOpened(report);
  };
  const openSelected = () => open(reports[current]);
  const act = (kind: ActionKind) => {
    if (!state) return;
    action.reset();
    setDialog(kind);
  };
  const move = (step: number) => () => {
    if (reports.length === 0) return;
    const next = Math.min(reports.length - 1, Math.max(0, current + step));
    setSelected(next);
    document.querySelectorAll<HTMLButtonElement>('[data-queue] button')[next]?.focus();
  };
  useShortcuts(
    {
      j: move(1),
      ArrowDown: move(1),
      k: move(-1),
      ArrowUp: move(-1),
      Enter: openSelected,
      h: () => act(state?.hidden ? 'restore' : 'hide'),
      ...Object.fromEntries(DECISION_KEYS.map((decision) => [decision.key, () => act(decision.kind)])),
    },
    dialog === null,
  );

  return (
    <div className={styles.workspace}>
      <section className={styles.queuePane} aria-labelledby="queue-heading">
        <h2 id="queue-heading" className={styles.sectionTitle}>
          Open reports {queue.data ? `(${reports.length}${queue.hasNextPage ? '+' : ''})` : ''}
        </h2>
        <QueueFilters
          filters={filters}
          areas={areas.data ?? []}
          onChange={(next) => {
            setSelected(0);
            setParams(Object.fromEntries(Object.entries(next).filter(([, value]) => value !== '')));
          }}
        />
        <ShortcutLegend />
        {queue.isPending ? (
          <Spinner label="Loading reports..." />
        ) : queue.isError ? (
          <ErrorMessage title="Could not load the queue" description={queue.error.message} />
        ) : reports.length === 0 ? (
          <StateMessage icon="check" title="No open reports" description="Nothing matches these filters." />
        ) : (
          <>
            <ReportQueue
              reports={reports}
              areas={areasById}
              selected={current}
              openedId={opened?.reportId ?? null}
              onSelect={setSelected}
              onOpen={open}
            />
            <LoadMoreButton pages={queue} />
          </>
        )}
      </section>
      <section ref={detailPane} className={styles.detailPane} aria-label="Opened report">
        {!opened ? (
          <StateMessage
            icon="shield"
            title="Open a report"
            description="Pick one in the queue: Enter or a click."
          />
        ) : audit.isPending ? (
          <Spinner label="Reading the log..." />
        ) : audit.isError ? (
          <ErrorMessage title="Could not load the audit" description={audit.error.message} />
        ) : (
          <ReportDetail
            report={opened}
            audit={audit.data}
            area={areasById.get(opened.areaId)}
            onAction={act}
          />
        )}
      </section>
      {dialog && opened ? (
        <ActionDialog
          kind={dialog}
          report={opened}
          author={state ? { userId: state.author.userId, name: state.author.name } : null}
          action={action}
          onClose={() => setDialog(null)}
        />
      ) : null}
    </div>
  );
}
