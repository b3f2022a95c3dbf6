// Direct calls to the API under test, for arranging data and reading the server's own answers.

export async function postJson<T>(baseUrl: string, path: string, body: unknown): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const text = await response.text();
  if (!response.ok) throw new Error(`POST ${path} -> ${response.status}: ${text}`);
  return JSON.parse(text) as T;
}

export async function getJson<T>(baseUrl: string, path: string): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`);
  if (!response.ok) throw new Error(`GET ${path} -> ${response.status}`);
  return (await response.json()) as T;
}

/** The server's price for a quote request, formatted as the wizard shows money ("$1,020.00"). */
export async function serverPrice(baseUrl: string, request: Record<string, unknown>): Promise<string> {
  const quote = await postJson<{ totalPrice: number }>(baseUrl, '/api/quotes', request);
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(quote.totalPrice);
}
