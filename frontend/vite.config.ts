import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';

const srcDir = fileURLToPath(new URL('./src', import.meta.url));
const frontendDir = fileURLToPath(new URL('.', import.meta.url));
// Pure pricing/availability rules shared with the API; compiled from source, no build step.
const domainDir = fileURLToPath(new URL('../backend/src/domain', import.meta.url));

// Vendor groups: React core changes rarely, Redux is small glue, antd is the bulk. Higher
// priority wins when a module matches several tests. antd pieces used only by lazy pages
// (admin table, tabs, statistics) are left out so they load with those pages, not on '/'.
const ANTD_FAMILY = /node_modules[\\/](antd|@ant-design|@rc-component|rc-[^\\/]+|@emotion|stylis|dayjs|classnames|clsx|throttle-debounce|compute-scroll-into-view|scroll-into-view-if-needed|@babel[\\/]runtime)[\\/]/;
const LAZY_ONLY_ANTD = /node_modules[\\/](antd[\\/]es[\\/](table|tabs|statistic|pagination)|@rc-component[\\/](table|tabs|pagination))[\\/]/;

const vendorGroups = [
  { name: 'vendor-react', test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|cookie|set-cookie-parser)[\\/]/, priority: 30 },
  { name: 'vendor-redux', test: /node_modules[\\/](@reduxjs|redux|react-redux|immer|reselect|redux-thunk|use-sync-external-store)[\\/]/, priority: 25 },
  { name: 'vendor-antd', test: (id: string) => ANTD_FAMILY.test(id) && !LAZY_ONLY_ANTD.test(id), priority: 20 },
];

export default defineConfig(({ mode }) => {
  // API_PORT is read here (build tooling), not by app code; app code reads config/env.ts only.
  const fileEnv = loadEnv(mode, frontendDir, '');
  const apiPort = process.env.API_PORT || fileEnv.API_PORT || '3000';

  return {
    plugins: [react()],
    resolve: {
      alias: {
        '@domain': domainDir,
        '@': srcDir,
      },
    },
    server: {
      fs: { allow: [frontendDir, domainDir] },
      proxy: {
        '/api': { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false },
      },
    },
    preview: {
      proxy: {
        '/api': { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false },
      },
    },
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      // kB. vendor-antd (~900 kB raw, ~285 kB gzip) is one long-cached chunk on purpose.
      chunkSizeWarningLimit: 950,
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: vendorGroups,
          },
        },
      },
    },
  };
});
