import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Rollup } from 'vite';
import { modulePreload, type RouteAssets, routeAssets, stylePreload, withInlinedSheets } from './routeChunks';

/** Read by the single node (launcher/src/web/serveWeb.ts): which page answers which path. */
export const ROUTE_PAGES_MANIFEST = 'route-pages.json';

/** Screens a visitor opens by link, each its own lazy chunk (src/app/router.tsx). */
const ROUTES = [
  { name: 'area', module: /src[/\\]app[/\\]routes[/\\]AreaRoute\.tsx$/, path: '^/area/[^/]+/?$' },
  { name: 'search', module: /src[/\\]app[/\\]routes[/\\]SearchRoute\.tsx$/, path: '^/search/?$' },
  { name: 'login', module: /identity[/\\]components[/\\]LoginPage\.tsx$/, path: '^/login/?$' },
  { name: 'signup', module: /identity[/\\]components[/\\]SignupPage\.tsx$/, path: '^/signup/?$' },
];

/**
 * index.html once per screen, naming that screen's chunks (modulepreload) and
 * style sheets: without them the browser learns of the screen's code only
 * once the entry script has arrived and run, a whole extra wave of requests
 * (on a phone's 4G, half a second a round trip) before the screen can render.
 * Each starts with the app's loading screen in #root and the entry's styles
 * inlined, painted before any script has arrived; the app replaces it
 * (createRoot) with the same screen.
 */
export function routePagesAssets(bundle: Rollup.OutputBundle): RouteAssets[] {
  return ROUTES.map((route) => routeAssets(bundle, route.module));
}

/** `shell`: the markup #root starts with (the app's loading screen), painted before any script runs. */
export async function writeRoutePages(outDir: string, assets: RouteAssets[], shell: string): Promise<void> {
  const template = await readFile(join(outDir, 'index.html'), 'utf8');
  const withShell = template.replace('<div id="root"></div>', `<div id="root">${shell}</div>`);
  if (withShell === template) throw new Error('route pages: index.html has no empty <div id="root"></div>');
  const page = await withInlinedSheets(outDir, withShell);
  const manifest: { path: string; file: string }[] = [];
  for (const [index, route] of ROUTES.entries()) {
    const { scripts, sheets } = assets[index] ?? { scripts: [], sheets: [] };
    // The screen's sheets are fetched now but applied when Vite's loader links them, after the entry's.
    const links = [
      ...sheets.filter((href) => !page.includes(`href="${href}"`)).map(stylePreload),
      ...scripts.filter((href) => !page.includes(`href="${href}"`)).map(modulePreload),
    ];
    const file = `route-${route.name}.html`;
    await writeFile(join(outDir, file), page.replace('</head>', `  ${links.join('\n    ')}\n  </head>`));
    manifest.push({ path: route.path, file });
  }
  await writeFile(join(outDir, ROUTE_PAGES_MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
}
