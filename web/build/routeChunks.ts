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
