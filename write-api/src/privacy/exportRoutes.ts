import { Router } from '@koa/router';
import { type EventStore, requireSession } from '@mohalla/infra';
import { assembleExport } from './assembleExport.js';
import { readFootprint } from './readFootprint.js';

export interface ExportRoutesDeps {
  eventStore: EventStore;
  clock: () => Date;
}

/** `mohalla-export-2026-11-25.json`: the day (UTC) the copy was made. */
export const exportFileName = (now: Date) => `mohalla-export-${now.toISOString().slice(0, 10)}.json`;

/**
 * `GET /api/user/export`: the signed-in person's data as one JSON download
 * (issue 16). Read from the log itself, as the audit is, so it is complete
 * and current; never cached anywhere on the way (it holds their email,
 * mobile and everything they wrote).
 */
export function exportRoutes({ eventStore, clock }: ExportRoutesDeps): Router {
  const router = new Router({ prefix: '/api/user' });
  router.get('/export', async (ctx) => {
    const session = requireSession(ctx, 'export your data');
    const { footprint, logPosition } = await readFootprint(eventStore, session.userId);
    const now = clock();
    ctx.set('Cache-Control', 'no-store');
    ctx.set('Content-Disposition', `attachment; filename="${exportFileName(now)}"`);
    ctx.body = assembleExport({ footprint, logPosition, sessionId: session.sessionId, now });
  });
  return router;
}
