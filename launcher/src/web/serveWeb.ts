import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Logger } from '@mohalla/infra';
import Koa from 'koa';
import send from 'koa-send';
import serve from 'koa-static';

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
  app.on('error', (error: { code?: string }) => {
    // A browser that navigates away mid-download is not a fault of ours.
    if (error.code === 'ERR_STREAM_PREMATURE_CLOSE' || error.code === 'ECONNRESET') return;
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
