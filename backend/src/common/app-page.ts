/** The element of index.html that holds the business name until the app renders (frontend/index.html). */
const BUSINESS_NAME_ELEMENT = /(<span class="brand" data-business-name>)[^<]*(<\/span>)/;
/** index.html's meta tag the app reads the name from for its first render (frontend/src/main.tsx). */
const APPLICATION_NAME_META = /(<meta name="application-name" content=")[^"]*(")/;
/** What the pages prerendered at build time hold in place of the name (frontend/src/components/layouts/shell-business-name.ts). */
const BUSINESS_NAME_TOKEN = /%BUSINESS_NAME%/g;
/** Where a page names its own addresses, which must be absolute: the page in each language (frontend/tools/app-pages.ts). */
const PUBLIC_URL_TOKEN = /%PUBLIC_URL%/g;

/**
 * The app's page as the server sends it: index.html (or one of the build's per-route pages) with the configured
 * business name in its loading header, its meta tag and wherever a prerendered page holds the token, so the very
 * first paint already names the business and the app's first render shows the same name; and with the site's public
 * address (PUBLIC_BASE_URL) where the page names its own addresses. Both are escaped: they are settings, not markup
 * (the escaping suits both text and attribute values).
 */
export function appPageHtml(indexHtml: string, businessName: string, publicBaseUrl: string): string {
  const name = escapeHtml(businessName);
  const base = escapeHtml(publicBaseUrl.replace(/\/+$/, ''));
  return indexHtml
    .replace(PUBLIC_URL_TOKEN, () => base)
    .replace(BUSINESS_NAME_ELEMENT, (_match, open: string, close: string) => `${open}${name}${close}`)
    .replace(APPLICATION_NAME_META, (_match, open: string, close: string) => `${open}${name}${close}`)
    .replace(BUSINESS_NAME_TOKEN, () => name);
}

/** index.html's loading line (frontend/index.html): a page's first-paint content from the server goes above it. */
const LOADING_LINE = /<p class="boot-status" role="status">/;

/** `page` with `html` (markup the server built and escaped) above its loading line; unchanged without one. */
export function withFirstPaintContent(page: string, html: string): string {
  return page.replace(LOADING_LINE, (line) => `${html}${line}`);
}

/**
 * A footer page's own words (About, Privacy, Terms) for its first paint, one paragraph each, escaped (they are the
 * owner's text). Why: those pages showed only "Loading" until the scripts and their API call were in (Lighthouse's
 * mobile LCP 3.9 s); the app's page with its title replaces them.
 */
export function paragraphsFirstPaintHtml(paragraphs: string[]): string {
  return `<section class="boot-summary">${paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('')}</section>`;
}

/**
 * Which of the build's per-route pages (dist/pages/<name>.html, frontend/tools/app-pages.ts) answers a path: the
 * path's first segment, 'home' for '/'. The caller falls back to index.html when the build has no such page.
 */
export function appPageNameOf(path: string): string | null {
  if (path === '/') return 'home';
  const segment = /^\/([a-z][a-z0-9-]*)(?:\/|$)/.exec(path)?.[1];
  return segment && segment !== 'home' ? segment : null;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
