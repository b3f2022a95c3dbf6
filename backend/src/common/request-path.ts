/** The path of a request target, without its query string ('/api/quotes?x=1' → '/api/quotes'). */
export function pathOf(url: string): string {
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}

/** Whether a path is the API's (everything else is the app's pages and files). */
export function isApiPath(path: string): boolean {
  return path === '/api' || path.startsWith('/api/');
}

/** A customer's private manage token in a path (the API's /api/manage/{token}… and the page /manage/{token}). */
const MANAGE_TOKEN = /(\/manage\/)[^/?#]+/;

/** The path as logs may show it: no query string, and no manage token (a credential, kept elsewhere only as a hash). */
export function loggedPath(url: string): string {
  return pathOf(url).replace(MANAGE_TOKEN, '$1:token');
}
