import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import { theme } from './src/app/theme';
import { antdStaticStyles } from './tools/antd-static-styles';
import { appPagesPlugin } from './tools/app-pages';
import { precompressPlugin } from './tools/precompress';

const srcDir = fileURLToPath(new URL('./src', import.meta.url));
const frontendDir = fileURLToPath(new URL('.', import.meta.url));
// Pure pricing/availability rules shared with the API; compiled from source, no build step.
const domainDir = fileURLToPath(new URL('../backend/src/domain', import.meta.url));

// Vendor groups for code every page needs and that changes rarely: React and Redux. Ant Design is
// deliberately not grouped: rolldown then places each component with the pages and wizard steps that
// use it, so '/' downloads only what step 1 shows (the date picker, selects and tables load later).
const vendorGroups = [
  { name: 'vendor-react', test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|cookie|set-cookie-parser)[\\/]/, priority: 30 },
  { name: 'vendor-redux', test: /node_modules[\\/](@reduxjs|redux|react-redux|immer|reselect|redux-thunk|use-sync-external-store)[\\/]/, priority: 25 },
];

const ANTD_STYLES_ID = 'virtual:antd-styles.css';

/** `virtual:antd-styles.css`: Ant Design's CSS for the public pages with the app's theme, computed when the build starts (tools/antd-static-styles.ts). */
function antdStaticStylesPlugin(): Plugin {
  return {
    name: 'antd-static-styles',
    resolveId: (source) => (source === ANTD_STYLES_ID ? `\0${ANTD_STYLES_ID}` : null),
    load: (id) => (id === `\0${ANTD_STYLES_ID}` ? antdStaticStyles(theme) : null),
  };
}

export default defineConfig(({ mode }) => {
  // API_PORT is read here (build tooling), not by app code; app code reads config/env.ts only.
  const fileEnv = loadEnv(mode, frontendDir, '');
  const apiPort = process.env.API_PORT || fileEnv.API_PORT || '3000';

  return {
    plugins: [react(), antdStaticStylesPlugin(), appPagesPlugin(), precompressPlugin()],
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
      // tools/bundle-budget.mjs reads it to prove the on-demand pages stay out of '/'.
      manifest: true,
      // One stylesheet, linked from the page: the entry (src/boot.ts) loads the app on demand, and the CSS of its
      // components (the prerendered header's among them) would otherwise arrive only with the app's scripts.
      cssCodeSplit: false,
      // kB raw; the '/' budget itself (250 kB gzip) is checked by scripts/check-bundle-budget.mjs.
      chunkSizeWarningLimit: 600,
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
