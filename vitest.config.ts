import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/**
 * Four projects, by file name beside the code:
 * - unit: `*.unit.spec.ts`, pure, fast;
 * - web: `*.unit.spec.tsx` in web/src, React components in happy-dom through Testing Library
 *   (the vanilla-extract plugin compiles their `.css.ts` files, as web's own build does);
 * - int: `*.int.spec.ts`, an adapter against its real store, or a service over HTTP;
 * - e2e: `*.e2e.spec.ts`, the whole single-node edition, browser included.
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['*/src/**/*.unit.spec.ts'],
        },
      },
      {
        plugins: [react(), vanillaExtractPlugin()],
        test: {
          name: 'web',
          include: ['web/src/**/*.unit.spec.tsx'],
          environment: 'happy-dom',
          setupFiles: ['web/src/testing/setupComponentTests.ts'],
        },
      },
      {
        test: {
          name: 'int',
          include: ['*/src/**/*.int.spec.ts'],
          globalSetup: ['test/globalSetup/eventStoreDb.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['*/src/**/*.e2e.spec.ts', 'test/**/*.e2e.spec.ts'],
          testTimeout: 60_000,
          // Above test/support's start timeout, so a slow start reports its own output.
          hookTimeout: 240_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
