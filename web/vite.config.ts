import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompressAssets } from './build/precompressAssets';
import { prerenderLanding } from './build/prerenderLanding';

const zodJitless = fileURLToPath(new URL('./build/zodJitless.ts', import.meta.url));

// In development the API runs separately (the single-node edition on :8080);
// proxying keeps the app same-origin so the session cookie just works.
const apiTarget = 'http://127.0.0.1:8080';

const appPlugins = () => [react(), vanillaExtractPlugin()];
const appResolve = { alias: [{ find: /^zod$/, replacement: zodJitless }] };

export default defineConfig({
  plugins: [
    ...appPlugins(),
    prerenderLanding({ plugins: appPlugins, resolve: appResolve }),
    precompressAssets(),
  ],
  resolve: appResolve,
  server: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/ws': { target: apiTarget, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    rollupOptions: {
      output: {
        codeSplitting: {
          // Left to itself the bundler cut the schemas (zod, the shared contracts) and the
          // query cache into a dozen chunks of a few hundred bytes, one for each set of
          // screens sharing them: every screen fetched 5 to 12 of them, each a request
          // (headers, and on HTTP/1.1's six connections a wait) for less than its headers.
          // Every screen needs most of them, so they travel as one. The content rules'
          // word lists stay with the screens that moderate.
          groups: [
            {
              name: 'shared',
              test: /[\\/]zod[\\/]|[\\/]contracts[\\/]src[\\/](?!content-rules)|[\\/](query-core|react-query)[\\/]/,
            },
          ],
        },
      },
    },
  },
});
