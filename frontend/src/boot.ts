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

/** The next task: work after it leaves the browser free to respond and paint in between. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

/**
 * After the first paint: preloads the modules the page names, a few per task (adding each costs about a millisecond
 * on a mid-range phone, and a page names up to forty), then evaluates React's DOM renderer and then the app, each in
 * a task of its own. All of it in one go was a 250 ms task at 4x CPU (Lighthouse's total blocking time;
 * docs/performance.md). A task queued from the frame's callback runs after that frame is painted.
 */
async function loadApp(): Promise<void> {
  await new Promise((resolve) => requestAnimationFrame(resolve));
  const pageModules = (document.querySelector<HTMLMetaElement>('meta[name="app-modules"]')?.content.split(' ') ?? []).filter(Boolean);
  for (let start = 0; start < pageModules.length; start += PRELOADS_PER_TASK) {
    await nextTask();
    const batch = pageModules.slice(start, start + PRELOADS_PER_TASK);
    document.head.append(...batch.map((href) => Object.assign(document.createElement('link'), { rel: 'modulepreload', href })));
  }
  await nextTask();
  await import('react-dom/client');
  await import('@/main');
}
const PRELOADS_PER_TASK = 8;

loadApp().catch(stopHolding);
