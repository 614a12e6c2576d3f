import { createHash } from 'node:crypto';
import { Router } from '@koa/router';
import { buildOpenApiDocument } from '@mohalla/contracts';

/**
 * `GET /api/openapi.json`: the API's OpenAPI 3.1 description, generated from
 * the contracts once per process. Public and cacheable: it changes only
 * with a deploy, and the ETag lets a client revalidate cheaply.
 */
export function openapiRoutes(): Router {
  const router = new Router({ prefix: '/api' });
  let served: { json: string; etag: string } | undefined;
  router.get('/openapi.json', (ctx) => {
    if (!served) {
      const json = JSON.stringify(buildOpenApiDocument());
      served = { json, etag: `"${createHash('sha256').update(json).digest('base64url').slice(0, 27)}"` };
    }
    ctx.set('Cache-Control', 'public, max-age=300');
    ctx.set('ETag', served.etag);
    ctx.type = 'application/json';
    ctx.status = 200;
    if (ctx.fresh) {
      ctx.status = 304;
      return;
    }
    ctx.body = served.json;
  });
  return router;
}
