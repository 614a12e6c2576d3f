import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** What is worth compressing: text the browser fetches (source maps only reach developers). */
const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|webmanifest)$/;
/** Below this a compressed copy saves less than its own headers cost. */
const MIN_BYTES = 1024;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const path = join(dir, entry.name);
      return entry.isDirectory() ? filesUnder(path) : Promise.resolve([path]);
    }),
  );
  return nested.flat();
}

/**
 * Writes `x.br` and `x.gz` beside each text file of the build, compressed
 * once at the highest levels, so the server never compresses an asset per
 * request (koa-send picks the copy the browser accepts). A copy that is not
 * smaller is not written.
 */
export function precompressAssets(): Plugin {
  let outDir = 'dist';
  return {
    name: 'mohalla:precompress-assets',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    async closeBundle() {
      const files = (await filesUnder(outDir)).filter((path) => COMPRESSIBLE.test(path));
      for (const path of files) {
        if ((await stat(path)).size < MIN_BYTES) continue;
        const raw = await readFile(path);
        const brotli = brotliCompressSync(raw, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
          },
        });
        const gzip = gzipSync(raw, { level: 9 });
        if (brotli.length < raw.length) await writeFile(`${path}.br`, brotli);
        if (gzip.length < raw.length) await writeFile(`${path}.gz`, gzip);
      }
    },
  };
}
