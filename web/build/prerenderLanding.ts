import { readFile, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type InlineConfig, type Plugin, type PluginOption } from 'vite';
import { modulePreload, type RouteAssets, routeAssets, withInlinedSheets } from './routeChunks';
import { routePagesAssets, writeRoutePages } from './routePages';

/** What the server sends a guest for `/` (launcher/src/web/serveWeb.ts). */
export const LANDING_HTML = 'landing.html';
const LANDING_ROUTE = /src[/\\]app[/\\]routes[/\\]LandingRoute\.tsx$/;

interface PrerenderOptions {
  /** The plugins that make the app's modules loadable (vanilla-extract above all: the same class names). */
  plugins: () => PluginOption[];
  resolve: InlineConfig['resolve'];
}

/**
 * Writes dist/landing.html: index.html with the landing page's markup in
 * #root (web/build/renderLanding.tsx, built for Node and run once), its
 * styles inlined and the landing screen's code preloaded, so a phone paints the page (and
 * its largest text) from the HTML instead of after the script has loaded and
 * run; the script then hydrates it (web/src/main.tsx). Also writes a page
 * per linked screen that preloads its code (./routePages.ts). Runs before
 * the precompression so the pages get their brotli copies.
 */
export function prerenderLanding(options: PrerenderOptions): Plugin {
  let root = process.cwd();
  let outDir = 'dist';
  let landingAssets: RouteAssets = { scripts: [], sheets: [] };
  let routePages: RouteAssets[] = [];
  return {
    name: 'mohalla:prerender-landing',
    apply: (config, env) => env.command === 'build' && !config.build?.ssr,
    configResolved(config) {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
    },
    writeBundle(_output, bundle) {
      landingAssets = routeAssets(bundle, LANDING_ROUTE);
      routePages = routePagesAssets(bundle);
    },
    closeBundle: {
      order: 'pre',
      sequential: true,
      async handler() {
        // Its own folder: two builds of this checkout may run at once.
        const ssrOut = join(root, 'node_modules', `.prerender-${process.pid}`);
        await build({
          configFile: false,
          root,
          logLevel: 'warn',
          plugins: options.plugins(),
          resolve: options.resolve,
          build: {
            ssr: 'build/renderLanding.tsx',
            outDir: ssrOut,
            emptyOutDir: true,
            rollupOptions: { output: { entryFileNames: 'renderLanding.mjs' } },
          },
        });
        const module = (await import(pathToFileURL(join(ssrOut, 'renderLanding.mjs')).href)) as {
          renderLanding: () => Promise<string>;
          renderLoadingShell: () => string;
        };
        const markup = await module.renderLanding();
        await writeRoutePages(outDir, routePages, module.renderLoadingShell());
        await rm(ssrOut, { recursive: true, force: true });
        const template = await readFile(join(outDir, 'index.html'), 'utf8');
        await writeFile(
          join(outDir, LANDING_HTML),
          await landingPage(outDir, template, markup, landingAssets),
        );
      },
    },
  };
}

/** index.html with the markup in #root, every style sheet the page uses inlined, and the screen's code preloaded. */
async function landingPage(outDir: string, template: string, markup: string, assets: RouteAssets) {
  const preloads = assets.scripts.filter((href) => !template.includes(`href="${href}"`)).map(modulePreload);
  const inlined = await withInlinedSheets(outDir, template, assets.sheets);
  // React writes the page's <title> where it renders; in the HTML it belongs to the head.
  const title = /^<title>[^<]*<\/title>/.exec(markup)?.[0];
  if (!title) throw new Error('prerender: the landing page rendered no <title> first');
  const withHead = inlined
    .replace(/<title>[^<]*<\/title>/, title)
    .replace('</head>', `  ${preloads.join('\n    ')}\n  </head>`);
  const filled = withHead.replace(
    '<div id="root"></div>',
    `<div id="root" data-prerendered="guest">${markup.slice(title.length)}</div>`,
  );
  if (filled === withHead) throw new Error('prerender: index.html has no empty <div id="root"></div>');
  return filled;
}
