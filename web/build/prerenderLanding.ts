import { readFile, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type InlineConfig, type Plugin, type PluginOption } from 'vite';
import { modulePreload, type RouteAssets, routeAssets, STYLESHEET_LINK, stylesheet } from './routeChunks';
import { entrySheets, writeRoutePages } from './routePages';

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
  return {
    name: 'mohalla:prerender-landing',
    apply: (config, env) => env.command === 'build' && !config.build?.ssr,
    configResolved(config) {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
    },
    async writeBundle(_output, bundle) {
      landingAssets = routeAssets(bundle, LANDING_ROUTE);
      await writeRoutePages(outDir, bundle);
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
        };
        const markup = await module.renderLanding();
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

/**
 * index.html with the markup in #root and every style sheet the page uses
 * (the entry's, then the landing screen's, in the order Vite's loader adds
 * them: the app's cascade) inlined, so the first paint waits for no request.
 * Each sheet is also named by a disabled link, which the browser neither
 * fetches nor applies: Vite's loader, finding it, does not fetch the sheet
 * again when the screen's code loads.
 */
async function landingPage(outDir: string, template: string, markup: string, assets: RouteAssets) {
  const sheets = [...new Set([...entrySheets(template), ...assets.sheets])];
  const css = await Promise.all(sheets.map((href) => readFile(join(outDir, href), 'utf8')));
  const head = [
    `<style>${css.join('\n')}</style>`,
    ...sheets.map((href) => stylesheet(href).replace('>', ' disabled>')),
    ...assets.scripts.filter((href) => !template.includes(`href="${href}"`)).map(modulePreload),
  ].join('\n    ');
  // React writes the page's <title> where it renders; in the HTML it belongs to the head.
  const title = /^<title>[^<]*<\/title>/.exec(markup)?.[0];
  if (!title) throw new Error('prerender: the landing page rendered no <title> first');
  const withHead = template
    .replace(STYLESHEET_LINK, '')
    .replace(/<title>[^<]*<\/title>/, title)
    .replace('</head>', `  ${head}\n  </head>`);
  const filled = withHead.replace(
    '<div id="root"></div>',
    `<div id="root" data-prerendered="guest">${markup.slice(title.length)}</div>`,
  );
  if (filled === withHead) throw new Error('prerender: index.html has no empty <div id="root"></div>');
  return filled;
}
