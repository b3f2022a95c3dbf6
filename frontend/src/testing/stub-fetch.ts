import { vi } from 'vitest';

// jsdom's fetch needs absolute URLs; the app calls '/api/...' on its own origin.
class RelativeRequest extends Request {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === 'string' ? new URL(input, 'http://localhost') : input, init);
  }
}

/** A JSON answer as the API gives it. */
export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** Answers every API call of the code under test with `answer`; undo with `vi.unstubAllGlobals()`. */
export function stubFetch(answer: (request: Request) => Response | Promise<Response>): void {
  vi.stubGlobal('Request', RelativeRequest);
  vi.stubGlobal('fetch', vi.fn(answer));
}
