import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Rollup } from 'vite';
import { modulePreload, routeAssets, STYLESHEET_LINK, stylesheet } from './routeChunks';

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
 */
export async function writeRoutePages(outDir: string, bundle: Rollup.OutputBundle): Promise<void> {
  const template = await readFile(join(outDir, 'index.html'), 'utf8');
  const manifest: { path: string; file: string }[] = [];
  for (const route of ROUTES) {
    const { scripts, sheets } = routeAssets(bundle, route.module);
    const links = [
      ...sheets.filter((href) => !template.includes(`href="${href}"`)).map(stylesheet),
      ...scripts.filter((href) => !template.includes(`href="${href}"`)).map(modulePreload),
    ];
    const file = `route-${route.name}.html`;
    await writeFile(join(outDir, file), template.replace('</head>', `  ${links.join('\n    ')}\n  </head>`));
    manifest.push({ path: route.path, file });
  }
  await writeFile(join(outDir, ROUTE_PAGES_MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
}

/** The sheets index.html links, in its order. */
export const entrySheets = (template: string) =>
  [...template.matchAll(STYLESHEET_LINK)].map((m) => m[1] ?? '');
