// The page's entry: its styles, then the app once the page has painted.
//
// Why: the stylesheet is all the first paint needs ('/' and /auth are prerendered, other pages show the loading
// header). Fetched together with the app's scripts, it shared slow 4G with ~300 kB of JavaScript and the first paint
// waited for all of it (Lighthouse's mobile FCP 3.0 s on '/', 1.1 s once the scripts wait; docs/performance.md). The
// app and the modules the page names (tools/app-pages.ts) are asked for right after the first frame is painted: a task
// queued from the frame's callback runs after its paint.
//
// First: Ant Design's rules computed at build time (vite.config.ts), then the app's own, which may refine them.
import 'virtual:antd-styles.css';
import '@/styles/global.css';

requestAnimationFrame(() =>
  setTimeout(() => {
    const pageModules = document.querySelector<HTMLMetaElement>('meta[name="app-modules"]')?.content.split(' ') ?? [];
    for (const href of pageModules.filter(Boolean)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      document.head.append(link);
    }
    void import('@/main');
  }),
);
