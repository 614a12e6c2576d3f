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
  },
});
