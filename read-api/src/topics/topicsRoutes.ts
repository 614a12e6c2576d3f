import { Router } from '@koa/router';
import { TOPICS } from '@mohalla/contracts';

/** The spec's fixed eight topics (per-area counts arrive with threads). */
export function topicsRoutes(): Router {
  const router = new Router({ prefix: '/api' });
  router.get('/topics', (ctx) => {
    ctx.body = TOPICS;
  });
  return router;
}
