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
import {
  authenticate,
  type EventStore,
  type Filter,
  parseInput,
  type ReadStore,
  requireSession,
} from '@mohalla/infra';
import { requireModerator } from './requireModerator.js';

const QUEUE_MAX = 200;
const MINE_MAX = 100;

export interface ModerationRoutesDeps {
  readStore: ReadStore;
  /** Sessions and roles are checked against the log, as the write side does. */
  eventStore: EventStore;
  clock: () => Date;
}

/**
 * The moderation queue for moderators and admins (most serious first, then
 * oldest), and each reporter's own reports with what became of them. Both
 * name no one: the reports read model's reporter id only selects "mine".
 */
export function moderationRoutes({ readStore, eventStore, clock }: ModerationRoutesDeps): Router {
  const reports = readStore.collection<ReportDocument>(ReadModels.reports);
  const router = new Router({ prefix: '/api' });
  const signedIn = authenticate(eventStore, clock);

  router.get('/moderation/reports', signedIn, async (ctx) => {
    await requireModerator(eventStore, ctx, 'see the moderation queue');
    const query = parseInput(ReportQueueQuerySchema, ctx.query);
    const filter: Filter = { status: query.status };
    if (query.area) filter.areaId = query.area;
    if (query.kind) filter.kind = query.kind;
    // Ranks are whole numbers: 'at least high' is 'above medium'.
    if (query.severity) filter.severityRank = { gt: riskRank(query.severity) - 1 };
    if (query.olderThan) filter.reportedAtMs = { lt: clock().getTime() - ageToMs(query.olderThan)! };
    const found = await reports.find(filter, {
      sort: [
        ['severityRank', 'desc'],
        ['reportedAtMs', 'asc'],
      ],
      limit: QUEUE_MAX,
    });
    ctx.set('Cache-Control', 'no-store');
    ctx.body = found.map(toQueueItem);
  });

  router.get('/reports/mine', signedIn, async (ctx) => {
    const { userId } = requireSession(ctx, 'see your reports');
    const found = await reports.find(
      { reporterId: userId },
      { sort: [['reportedAtMs', 'desc']], limit: MINE_MAX },
    );
    ctx.set('Cache-Control', 'no-store');
    ctx.body = found.map(toMyReport);
  });

  return router;
}

function toQueueItem(doc: ReportDocument): ReportQueueItemDto {
  const {
    _id,
    reporterId: _reporter,
    severityRank: _rank,
    reportedAtMs: _ms,
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
