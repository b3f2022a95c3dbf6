/** The path of a request target, without its query string ('/api/quotes?x=1' → '/api/quotes'). */
export function pathOf(url: string): string {
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}

/** Whether a path is the API's (everything else is the app's pages and files). */
export function isApiPath(path: string): boolean {
  return path === '/api' || path.startsWith('/api/');
}
