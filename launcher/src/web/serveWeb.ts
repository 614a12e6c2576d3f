import { existsSync, readFileSync, type Stats } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SESSION_COOKIE } from '@mohalla/contracts';
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
  app.use(answerNotModified);
  if (existsSync(join(distDir, LANDING_HTML))) app.use(landingForGuests(distDir));
  const routePages = readRoutePages(distDir);
  if (routePages.length > 0) app.use(routePageFor(distDir, routePages));
  app.use(serve(distDir, { index: 'index.html', setHeaders: cachingHeaders }));
  app.use(async (ctx) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return;
    // An asset of an older build is gone: HTML in its place would break the page that asked.
    if (ctx.path.startsWith('/assets/')) return;
    await send(ctx, 'index.html', { root: distDir, setHeaders: cachingHeaders });
  });
  return app;
}

/** The landing page as a guest sees it, prerendered by the build (web/build/prerenderLanding.ts). */
const LANDING_HTML = 'landing.html';

/**
 * `/` for a browser without a session cookie (certainly a guest) is the
 * prerendered landing page, which paints before any script has run; with
 * one, the plain shell, whose script asks who is signed in first (a signed-in
 * person never sees the guest's page). Both vary with the cookie.
 */
function landingForGuests(distDir: string): Koa.Middleware {
  return async (ctx, next) => {
    if (ctx.path !== '/' || (ctx.method !== 'GET' && ctx.method !== 'HEAD')) return next();
    ctx.vary('Cookie');
    if (ctx.cookies.get(SESSION_COOKIE)) return next();
    await send(ctx, LANDING_HTML, { root: distDir, setHeaders: cachingHeaders });
  };
}

/** Written by the build (web/build/routePages.ts): a page per screen that preloads the screen's code. */
const ROUTE_PAGES_MANIFEST = 'route-pages.json';

interface RoutePage {
  path: RegExp;
  file: string;
}

function readRoutePages(distDir: string): RoutePage[] {
  const manifest = join(distDir, ROUTE_PAGES_MANIFEST);
  if (!existsSync(manifest)) return [];
  const entries = JSON.parse(readFileSync(manifest, 'utf8')) as { path: string; file: string }[];
  return entries.map((entry) => ({ path: new RegExp(entry.path), file: entry.file }));
}

/** A deep link to a screen gets the shell that names that screen's code, so it loads with the entry's. */
function routePageFor(distDir: string, pages: RoutePage[]): Koa.Middleware {
  return async (ctx, next) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    const page = pages.find((candidate) => candidate.path.test(ctx.path));
    // A path with a bad escape goes on to koa-send, which answers it 400 like any other.
    if (!page || !decodable(ctx.path)) return next();
    await send(ctx, page.file, { root: distDir, setHeaders: cachingHeaders });
  };
}

function decodable(path: string): boolean {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

/** Vite names each built asset by a hash of its content: a new build is a new URL. */
const HASHED_ASSET = /[/\\]assets[/\\][^/\\]+-[\w-]{8}\.\w+(\.br|\.gz)?$/;
/** Types the build may hold a compressed copy of (see web/build/precompressAssets.ts). */
const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|webmanifest)(\.br|\.gz)?$/;

/**
 * Hashed assets are cached for a year and never revalidated; everything else
 * (index.html above all, which names the current assets) is revalidated on
 * each use with its ETag, so a deploy reaches every browser at once.
 */
function cachingHeaders(res: ServerResponse, path: string, stats: Stats): void {
  const hashed = HASHED_ASSET.test(path);
  res.setHeader('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
  if (!hashed)
    res.setHeader('ETag', `W/"${stats.size.toString(16)}-${Math.trunc(stats.mtimeMs).toString(16)}"`);
  // Which copy was sent depended on Accept-Encoding: a shared cache must key on it.
  if (COMPRESSIBLE.test(path)) {
    const vary = res.getHeader('Vary');
    res.setHeader('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
  }
}

/** The conditional GET: a browser holding the current ETag gets 304 and no body. */
async function answerNotModified(ctx: Koa.Context, next: Koa.Next): Promise<void> {
  await next();
  if ((ctx.method === 'GET' || ctx.method === 'HEAD') && ctx.status === 200 && ctx.fresh) {
    ctx.status = 304;
    ctx.body = null;
  }
}
