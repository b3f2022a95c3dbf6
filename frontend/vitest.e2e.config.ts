import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vitest/config';

// Browser tests: the built site (backend/dist serving frontend/dist) on a fresh database, driven by the
// system Chromium through playwright-core. `make test` builds first.
export default defineConfig({
  // Tests compute expectations with the same domain rules the app and the server use.
  // The catalogs (src/locales, '@') too: the Spanish walk looks for English texts on its screens.
  resolve: {
    alias: {
      '@domain': fileURLToPath(new URL('../backend/src/domain', import.meta.url)),
      '@': fileURLToPath(new URL('./src', import.meta.url)),
    },
  },
  test: {
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['e2e/support/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // One server and one browser at a time: the suite shares a database and the machine has two cores.
    fileParallelism: false,
    pool: 'forks',
  },
});
