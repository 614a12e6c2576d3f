import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Logger, logRejectedRequest, type RejectionKind } from '@mohalla/infra';
import Koa from 'koa';
import send from 'koa-send';
import serve from 'koa-static';

/** resolve-path refuses a path out of the folder with 403 (or 400 "Malicious Path"); koa-send a bad escape with 400. */
const webRejection = (status: number, message = ''): RejectionKind =>
  status === 403 || /malicious/i.test(message)
    ? 'path traversal'
    : status === 400
      ? 'malformed URL'
      : 'refused';

/** `web/dist` of this checkout. */
export const defaultWebDist = resolve(dirname(fileURLToPath(import.meta.url)), '../../../web/dist');

/**
 * Serves the built web client, and index.html for any other GET so that the
 * client's router handles deep links (/area/..., /terms). Without a build it
 * says how to make one instead of answering blank pages.
 */
export function createWebApp(distDir: string, logger: Logger): Koa {
  const app = new Koa();
  app.silent = true;
  app.on('error', (error: { code?: string; status?: number; message?: string }, ctx?: Koa.Context) => {
    // A browser that navigates away mid-download is not a fault of ours.
    if (error.code === 'ERR_STREAM_PREMATURE_CLOSE' || error.code === 'ECONNRESET') return;
    // koa-send's refusals (`/..%2f..`, a bad escape): a probe's or a broken client's, one short line each.
    const status = error.status ?? 500;
    if (status >= 400 && status < 500) {
      const { method = 'GET', path = '?' } = ctx ?? {};
      return logRejectedRequest(logger, { kind: webRejection(status, error.message), status, method, path });
    }
    logger.error('serving the web client failed', { error });
  });
  const index = join(distDir, 'index.html');
  if (!existsSync(index)) {
    app.use((ctx) => {
      ctx.status = 503;
      ctx.type = 'text/plain';
      ctx.body = `The web client is not built (no ${index}). Run: npm run build:web\n`;
    });
    return app;
  }
  app.use(serve(distDir, { maxage: 60_000, index: 'index.html' }));
  app.use(async (ctx) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return;
    ctx.set('Cache-Control', 'no-cache');
    await send(ctx, 'index.html', { root: distDir });
  });
  return app;
}
