import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProvider } from '@/app/provider';
import { AppRouter } from '@/app/router';
// First: Ant Design's rules computed at build time (vite.config.ts), then the app's own, which may refine them.
import 'virtual:antd-styles.css';
import '@/styles/global.css';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element in index.html');

const root = createRoot(container);
// The first render as a transition: React renders in slices of a few milliseconds and yields to the browser between
// them, instead of one long task that blocks taps and scrolling on a mid-range phone (Lighthouse's total blocking
// time fell from ~900 ms to ~0 with it; docs/performance.md).
startTransition(() =>
  root.render(
    <StrictMode>
      <AppProvider>
        <AppRouter />
      </AppProvider>
    </StrictMode>,
  ),
);
