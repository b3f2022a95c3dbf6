import { availableParallelism } from 'node:os';
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: {
      '@domain': fileURLToPath(new URL('../backend/src/domain', import.meta.url)),
      '@': fileURLToPath(new URL('./src', import.meta.url)),
    },
  },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.spec.ts', 'src/**/*.spec.tsx', 'tools/**/*.spec.mjs', 'tools/**/*.spec.ts'],
    setupFiles: ['./src/testing/setup-tests.ts'],
    css: false,
    // Role queries over antd forms are slow in jsdom (accessible names are computed for the whole tree):
    // a few tests take 2-5 s on a busy 2-core CI machine, too close to vitest's 5 s default.
    testTimeout: 15_000,
    // Vitest's default leaves a core free (one worker on a 2-core machine); `make test` runs nothing beside this
    // suite, and two workers ran it in 193 s instead of 411 s on a 2-core machine (docs/performance.md, stop 42).
    maxWorkers: availableParallelism(),
  },
});
