// The business name the page's first render shows, before GET /api/business has answered.
//
// The server writes the configured name into every page it sends (backend/src/common/app-page.ts): into the
// `application-name` meta tag of index.html, and in place of BUSINESS_NAME_TOKEN in the pages prerendered at build
// time (tools/app-pages.ts). The first render must show that same name, or hydrating a prerendered page would find
// other text than the server's and render the page again from scratch.

/** The default when no server filled the page in (Vite's dev server, unit tests). */
export const FALLBACK_BUSINESS_NAME = 'Ogden Rides & Deliveries';

/** Written by the prerender in place of the name; the server replaces every occurrence when it sends the page. */
export const BUSINESS_NAME_TOKEN = '%BUSINESS_NAME%';

let shellName = FALLBACK_BUSINESS_NAME;

/** Set once, before the first render: main.tsx from the page's meta tag, the prerender with the token. */
export function setShellBusinessName(name: string | null | undefined): void {
  shellName = name || FALLBACK_BUSINESS_NAME;
}

export function shellBusinessName(): string {
  return shellName;
}
