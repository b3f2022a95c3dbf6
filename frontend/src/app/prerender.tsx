// The public pages rendered to HTML at build time (tools/app-pages.ts loads this module in Node through Vite).
//
// Why: on a mid-range phone the service cards appeared only once the scripts had downloaded, run and rendered
// (about 1.4 s at 4x CPU; docs/performance.md). Prerendered, the page's first paint already shows them, and main.tsx
// hydrates that markup instead of replacing it. The render is the browser's: the same providers, routes and theme.
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { AppShellProviders } from '@/app/provider';
import { routes } from '@/app/router';
import { makeStore } from '@/app/store';
import { BUSINESS_NAME_TOKEN, setShellBusinessName } from '@/components/layouts/shell-business-name';
import { i18n, languageOfPath, showLanguage, type Language } from '@/lib/i18n';

/** A page as rendered at build time: its markup, and the language it is in with its title and description. */
export interface PrerenderedPage {
  html: string;
  language: Language;
  title: string;
  description: string;
}

/**
 * The markup of `#root` for `pathname`, as the browser's first render produces it before any server answer: no
 * business details yet (the server fills in the name for BUSINESS_NAME_TOKEN when it sends the page), in the language
 * the address names (English but under /es/).
 */
export async function prerenderPage(pathname: string): Promise<PrerenderedPage> {
  setShellBusinessName(BUSINESS_NAME_TOKEN);
  const language = languageOfPath(pathname) ?? 'en';
  await showLanguage(language);
  try {
    const handler = createStaticHandler(routes);
    const context = await handler.query(new Request(new URL(pathname, 'http://prerender.invalid')));
    if (context instanceof Response) throw new Error(`${pathname} answered ${context.status} instead of a page`);
    const router = createStaticRouter(handler.dataRoutes, context);
    const html = renderToString(
      <StrictMode>
        <AppShellProviders store={makeStore()}>
          {/* No inline hydration data: the page's CSP allows no inline script, and these routes have no loaders. */}
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppShellProviders>
      </StrictMode>,
    );
    return { html, language, title: i18n.t('head.title'), description: i18n.t('head.description') };
  } finally {
    await showLanguage('en');
  }
}
