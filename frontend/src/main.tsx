import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { prefetchPageData } from '@/app/page-prefetch';
import { AppProvider } from '@/app/provider';
import { AppRouter, loadRoutesOf } from '@/app/router';
import { makeStore, type AppStore } from '@/app/store';
import { setShellBusinessName } from '@/components/layouts/shell-business-name';
import { chooseLanguage, initialLanguage, languageOfPath, showLanguage, storedLanguage } from '@/lib/i18n';
import { nextTask } from '@/lib/next-task';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element in index.html');

// The name the server wrote into the page (backend/src/common/app-page.ts): the first render shows the same one.
setShellBusinessName(document.querySelector<HTMLMetaElement>('meta[name="application-name"]')?.content);

/**
 * Marks the page as answering input (`<html data-app-ready>`) once React has committed it, rendered or hydrated, and
 * says so ('app-ready': boot.ts then gives a tap it held to its element). A prerendered page looks ready before that,
 * so the browser tests wait for this mark after loading a page (e2e/support/browser.ts).
 */
function AppReadyMark() {
  useEffect(() => {
    document.documentElement.dataset.appReady = '';
    document.dispatchEvent(new Event('app-ready'));
  }, []);
  return null;
}

/** The app, around a store made before the first render (a page's requests may start with it). */
function appWith(store: AppStore) {
  return (
    <StrictMode>
      <AppProvider store={store}>
        <AppRouter />
        <AppReadyMark />
      </AppProvider>
    </StrictMode>
  );
}

/**
 * The store, the language and the page's code, each begun in a task of its own before the first render: together
 * with the module's evaluation they were one task of about 100 ms at 4x CPU (Lighthouse's total blocking time).
 */
async function start(root: HTMLElement): Promise<void> {
  const store = makeStore();
  await nextTask();
  // A page prerendered at build time (tools/app-pages.ts) says which address it shows. Any other page holds only the
  // loading header, and so does one whose address differs (a query such as /auth?reset=… shows another form): the
  // first render replaces it.
  // The visitor's language is loaded before the first render, so that render is already in it. A prerendered page is
  // hydrated only when it was rendered in that language (its <html lang>); otherwise it is rendered again.
  const pageLanguage = document.documentElement.lang;
  const chosenLanguage = initialLanguage(window.location.pathname, storedLanguage(), navigator.languages);
  // An address in a language (/es/, a shared link) is a choice too: the device remembers it.
  const language = languageOfPath(window.location.pathname) ? chooseLanguage(chosenLanguage) : showLanguage(chosenLanguage);
  await nextTask();
  const pageCode = loadRoutesOf(window.location.pathname);
  const prerenderedPath = root.dataset.prerendered;
  if (prerenderedPath !== undefined && prerenderedPath === `${window.location.pathname}${window.location.search}` && pageLanguage === chosenLanguage) {
    // Hydrated, not rendered again: the markup already on screen stays and becomes interactive. Hydration is a
    // transition like the first render below, in slices that leave the browser free to respond.
    await Promise.all([language, pageCode]);
    startTransition(() => void hydrateRoot(root, appWith(store)));
    return;
  }
  prefetchPageData(store, window.location);
  const reactRoot = createRoot(root);
  // The first render as a transition: React renders in slices of a few milliseconds and yields to the browser between
  // them, instead of one long task that blocks taps and scrolling on a mid-range phone (Lighthouse's total blocking
  // time fell from ~900 ms to ~0 with it; docs/performance.md). It waits for the page's code (preloaded by the
  // server's page, tools/app-pages.ts), so the page renders once instead of a spinner first; the loading header stays
  // meanwhile. A failed download renders anyway: the router retries it and shows the error page if it fails again.
  const render = () => startTransition(() => reactRoot.render(appWith(store)));
  await Promise.all([language, pageCode]).then(render, render);
}

void start(container);
