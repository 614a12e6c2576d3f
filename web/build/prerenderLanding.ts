import { readFile, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type InlineConfig, type Plugin, type PluginOption, type Rollup } from 'vite';

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
 * #root (web/build/renderLanding.tsx, built for Node and run once) and the
 * landing screen's code and styles linked, so a phone paints the page (and
 * its largest text) from the HTML instead of after the script has loaded and
 * run; the script then hydrates it (web/src/main.tsx). Runs before the
 * precompression so the page gets its brotli copy.
 */
export function prerenderLanding(options: PrerenderOptions): Plugin {
  let root = process.cwd();
  let outDir = 'dist';
  let landingAssets: string[] = [];
  return {
    name: 'mohalla:prerender-landing',
    apply: (config, env) => env.command === 'build' && !config.build?.ssr,
    configResolved(config) {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
    },
    writeBundle(_output, bundle) {
      landingAssets = landingChunkAssets(bundle);
    },
    closeBundle: {
      order: 'pre',
      sequential: true,
      async handler() {
        const ssrOut = join(root, 'node_modules', '.prerender');
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

/** The landing screen's chunk, the chunks it imports and their styles, as root-relative URLs. */
function landingChunkAssets(bundle: Rollup.OutputBundle): string[] {
  const landing = Object.values(bundle).find(
    (file): file is Rollup.OutputChunk =>
      file.type === 'chunk' && LANDING_ROUTE.test(file.facadeModuleId ?? ''),
  );
  if (!landing) throw new Error('prerender: the build has no chunk for src/app/routes/LandingRoute.tsx');
  const chunks = new Set<string>([landing.fileName]);
  const css = new Set<string>();
  const visit = (fileName: string) => {
    const chunk = bundle[fileName];
    if (chunk?.type !== 'chunk') return;
    for (const sheet of chunk.viteMetadata?.importedCss ?? []) css.add(sheet);
    for (const imported of chunk.imports) {
      if (chunks.has(imported) || bundle[imported]?.type !== 'chunk') continue;
      const importedChunk = bundle[imported] as Rollup.OutputChunk;
      if (importedChunk.isEntry) continue;
      chunks.add(imported);
      visit(imported);
    }
  };
  visit(landing.fileName);
  return [...[...css].map((f) => `css:/${f}`), ...[...chunks].map((f) => `js:/${f}`)];
}

const STYLESHEET = /\s*<link rel="stylesheet"[^>]*href="([^"]+)"[^>]*>/g;

/**
 * index.html with the markup in #root and every style sheet the page uses
 * (the entry's, then the landing screen's: the order a navigation gives)
 * twice: inlined in the head, so the first paint waits for no request, and
 * linked at the end of the body, where they block nothing above them, in that
 * same order, so the cascade stays the app's and Vite's loader finds the
 * screen's sheets present rather than adding them again.
 */
async function landingPage(outDir: string, template: string, markup: string, assets: string[]) {
  const entrySheets = [...template.matchAll(STYLESHEET)].map((match) => match[1] ?? '');
  const sheets = [
    ...new Set([...entrySheets, ...assets.filter((a) => a.startsWith('css:')).map((a) => a.slice(4))]),
  ];
  const scripts = assets
    .filter((a) => a.startsWith('js:'))
    .map((a) => a.slice(3))
    .filter((href) => !template.includes(`href="${href}"`));
  const css = await Promise.all(sheets.map((href) => readFile(join(outDir, href), 'utf8')));
  const head = [
    `<style>${css.join('\n').replaceAll('</style', '<\\/style')}</style>`,
    ...scripts.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`),
  ].join('\n    ');
  const links = sheets.map((href) => `<link rel="stylesheet" crossorigin href="${href}">`).join('\n    ');
  // React writes the page's <title> where it renders; in the HTML it belongs to the head.
  const title = /^<title>[^<]*<\/title>/.exec(markup)?.[0];
  if (!title) throw new Error('prerender: the landing page rendered no <title> first');
  const withHead = template
    .replace(STYLESHEET, '')
    .replace(/<title>[^<]*<\/title>/, title)
    .replace('</head>', `  ${head}\n  </head>`);
  const filled = withHead.replace(
    '<div id="root"></div>',
    `<div id="root" data-prerendered="guest">${markup.slice(title.length)}</div>\n    ${links}`,
  );
  if (filled === withHead) throw new Error('prerender: index.html has no empty <div id="root"></div>');
  return filled;
}
