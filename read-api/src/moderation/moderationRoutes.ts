import { Router } from '@koa/router';
import {
  ageToMs,
  type MyReportDto,
  ReadModels,
  type ReportDocument,
  type ReportQueueItemDto,
  ReportQueueQuerySchema,
  riskRank,
} from '@mohalla/contracts';
import { requireModeratorUser } from '@mohalla/domain';
import {
  authenticate,
  type EventStore,
  eventStoreCommandStore,
  type Filter,
  parseInput,
  type ReadStore,
  requireSession,
} from '@mohalla/infra';
import { queueCursorAfter, queuePage } from './queuePage.js';

const MINE_MAX = 100;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface ModerationRoutesDeps {
  readStore: ReadStore;
  /** Sessions and roles are checked against the log, as the write side does. */
  eventStore: EventStore;
  clock: () => Date;
  /** CHAT_RETENTION_DAYS: reported chat text older than this is not served. */
  chatRetentionDays: number;
}

/**
 * The moderation queue for moderators and admins (most serious first, then
 * oldest, a page at a time: the next page's cursor in `X-Next-Cursor`), and
 * each reporter's own reports with what became of them. Both name no one:
 * the reports read model's reporter id only selects "mine".
 */
export function moderationRoutes({
  readStore,
  eventStore,
  clock,
  chatRetentionDays,
}: ModerationRoutesDeps): Router {
  const reports = readStore.collection<ReportDocument>(ReadModels.reports);
  const router = new Router({ prefix: '/api' });
  const signedIn = authenticate(eventStore, clock);

  router.get('/moderation/reports', signedIn, async (ctx) => {
    const action = 'see the moderation queue';
    await requireModeratorUser(
      eventStoreCommandStore(eventStore),
      requireSession(ctx, action).userId,
      clock(),
      action,
    );
    const query = parseInput(ReportQueueQuerySchema, ctx.query);
    const filter: Filter = { status: query.status };
    if (query.area) filter.areaId = query.area;
    if (query.kind) filter.kind = query.kind;
    // Ranks are whole numbers: 'at least high' is 'above medium'.
    if (query.severity) filter.severityRank = { gt: riskRank(query.severity) - 1 };
    if (query.olderThan) filter.reportedAtMs = { lt: clock().getTime() - ageToMs(query.olderThan)! };
    const page = await queuePage(reports, filter, query.limit, query.cursor);
    const shown = page.slice(0, query.limit);
    if (page.length > query.limit) ctx.set('X-Next-Cursor', queueCursorAfter(shown.at(-1)!));
    ctx.set('Cache-Control', 'no-store');
    const retained = chatRetained(clock(), chatRetentionDays);
    ctx.body = shown.map((doc) => toQueueItem(retained(doc)));
  });

  router.get('/reports/mine', signedIn, async (ctx) => {
    const { userId } = requireSession(ctx, 'see your reports');
    const found = await reports.find(
      { reporterId: userId },
      { sort: [['reportedAtMs', 'desc']], limit: MINE_MAX },
    );
    ctx.set('Cache-Control', 'no-store');
    const retained = chatRetained(clock(), chatRetentionDays);
    ctx.body = found.map((doc) => toMyReport(retained(doc)));
  });

  return router;
}

/**
 * The report with its copy of chat text gone once that text is past the
 * chat's retention, as the log forgets it, even before `ChatTextExpired`
 * clears it from storage. Reports filed before the read model kept
 * `chatTextAtMs` count from when they were filed.
 */
function chatRetained(now: Date, retentionDays: number) {
  const cutoff = now.getTime() - retentionDays * DAY_MS;
  return (doc: ReportDocument): ReportDocument =>
    doc.kind === 'message' && (doc.chatTextAtMs ?? doc.reportedAtMs) < cutoff ? { ...doc, excerpt: '' } : doc;
}

function toQueueItem(doc: ReportDocument): ReportQueueItemDto {
  const {
    _id,
    reporterId: _reporter,
    severityRank: _rank,
    reportedAtMs: _ms,
    chatTextAtMs: _chat,
    decidedAt: _decided,
    ...rest
  } = doc;
  return { reportId: _id, ...rest };
}

function toMyReport(doc: ReportDocument): MyReportDto {
  const { _id, kind, postId, replyId, channelId, messageId, excerpt, reason, reportedAt, status, decidedAt } =
    doc;
  return {
    reportId: _id,
    kind,
    postId,
    replyId,
    channelId,
    messageId,
    excerpt,
    reason,
    reportedAt,
    status,
    decidedAt,
  };
}
