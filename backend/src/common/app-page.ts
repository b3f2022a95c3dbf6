/** The element of index.html that holds the business name until the app renders (frontend/index.html). */
const BUSINESS_NAME_ELEMENT = /(<span class="brand" data-business-name>)[^<]*(<\/span>)/;

/**
 * The app's page as the server sends it: index.html with the configured business name in its loading header,
 * so the very first paint already names the business. The name is escaped: it is a setting, not markup.
 */
export function appPageHtml(indexHtml: string, businessName: string): string {
  return indexHtml.replace(BUSINESS_NAME_ELEMENT, (_match, open: string, close: string) => `${open}${escapeHtml(businessName)}${close}`);
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
