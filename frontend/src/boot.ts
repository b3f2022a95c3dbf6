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
import { nextTask } from '@/lib/next-task';

// A tap on a prerendered page before the app has hydrated it would do nothing (the service cards on '/' are on screen
// well before their code on a slow phone). The last one is held until main.tsx announces the app is ready
// ('app-ready') and then given to the same element again; earlier ones are impatience, not choices. Links keep
// working on their own, and should the app fail to load, nothing is held any more.
let heldTap: EventTarget | null = null;
function holdTap(event: MouseEvent) {
  if (event.target instanceof Element && event.target.closest('a[href]')) return;
  event.preventDefault();
  event.stopPropagation();
  heldTap = event.target;
}
const stopHolding = () => document.removeEventListener('click', holdTap, true);
document.addEventListener('click', holdTap, true);
document.addEventListener(
  'app-ready',
  () => {
    stopHolding();
    if (heldTap instanceof HTMLElement && heldTap.isConnected) heldTap.click();
  },
  { once: true },
);

/**
 * The app's modules in layers, each evaluated in a task of its own: a module graph is evaluated in one task, and the
 * whole app at once was a 200-300 ms task at 4x CPU, the largest share of Lighthouse's total blocking time
 * (docs/performance.md). Each layer is what the next one imports; `@/main` then evaluates only itself.
 */
const APP_LAYERS = [
  () => import('react-dom/client'),
  () => import('@/lib/i18n'),
  () => import('@/app/store'),
  () => import('@/app/provider'),
  () => import('@/app/router'),
  () => import('@/main'),
];

/**
 * After the first paint: preloads the modules the page names, a few per task (adding each costs about a millisecond
 * on a mid-range phone, and a page names up to forty), then evaluates the app's layers. A task queued from the
 * frame's callback runs after that frame is painted.
 */
async function loadApp(): Promise<void> {
  await new Promise((resolve) => requestAnimationFrame(resolve));
  const pageModules = (document.querySelector<HTMLMetaElement>('meta[name="app-modules"]')?.content.split(' ') ?? []).filter(Boolean);
  for (let start = 0; start < pageModules.length; start += PRELOADS_PER_TASK) {
    await nextTask();
    const batch = pageModules.slice(start, start + PRELOADS_PER_TASK);
    document.head.append(...batch.map((href) => Object.assign(document.createElement('link'), { rel: 'modulepreload', href })));
  }
  for (const load of APP_LAYERS) {
    await nextTask();
    await load();
  }
}
const PRELOADS_PER_TASK = 8;

loadApp().catch(stopHolding);
