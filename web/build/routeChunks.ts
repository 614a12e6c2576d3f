import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Rollup } from 'vite';

export interface RouteAssets {
  /** The screen's chunk and the chunks it imports (not the entry's), as root-relative URLs. */
  scripts: string[];
  /** Their style sheets, in the order Vite's loader would add them. */
  sheets: string[];
}

/** What a lazily loaded screen (`src/...Route.tsx`) brings, read from the finished bundle. */
export function routeAssets(bundle: Rollup.OutputBundle, module: RegExp): RouteAssets {
  const screen = Object.values(bundle).find(
    (file): file is Rollup.OutputChunk => file.type === 'chunk' && module.test(file.facadeModuleId ?? ''),
  );
  if (!screen) throw new Error(`route pages: the build has no chunk for ${module}`);
  const chunks = new Set<string>();
  const sheets = new Set<string>();
  const visit = (fileName: string) => {
    const chunk = bundle[fileName];
    if (chunk?.type !== 'chunk' || chunk.isEntry || chunks.has(fileName)) return;
    chunks.add(fileName);
    for (const imported of chunk.imports) visit(imported);
    for (const sheet of chunk.viteMetadata?.importedCss ?? []) sheets.add(sheet);
  };
  visit(screen.fileName);
  return { scripts: [...chunks].map((f) => `/${f}`), sheets: [...sheets].map((f) => `/${f}`) };
}

/** The entry's style sheets as index.html links them. */
export const STYLESHEET_LINK = /\s*<link rel="stylesheet"[^>]*href="([^"]+)"[^>]*>/g;

export const modulePreload = (href: string) => `<link rel="modulepreload" crossorigin href="${href}">`;
export const stylesheet = (href: string) => `<link rel="stylesheet" crossorigin href="${href}">`;

export const stylePreload = (href: string) => `<link rel="preload" as="style" crossorigin href="${href}">`;

/**
 * index.html with its style sheets, and `more` after them, inlined (the
 * cascade in the order given), so the first paint waits for no request.
 * Each sheet is still named by a disabled link, which the browser neither
 * fetches nor applies: Vite's loader, finding it, does not fetch the sheet
 * again when a screen that imports it loads.
 */
export async function withInlinedSheets(
  outDir: string,
  template: string,
  more: string[] = [],
): Promise<string> {
  const sheets = [...new Set([...[...template.matchAll(STYLESHEET_LINK)].map((m) => m[1] ?? ''), ...more])];
  const css = await Promise.all(sheets.map((href) => readFile(join(outDir, href), 'utf8')));
  const head = [
    `<style>${css.join('\n')}</style>`,
    ...sheets.map((href) => stylesheet(href).replace('>', ' disabled>')),
  ];
  return template.replace(STYLESHEET_LINK, '').replace('</head>', `  ${head.join('\n    ')}\n  </head>`);
}
