import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { isApiPath } from './request-path.js';

/**
 * The headers helmet sets for `options`, worked out once at start. helmet only sets fixed headers (this app uses
 * no CSP nonces), so each answer can copy them. Kept instead of @fastify/helmet, which builds helmet anew for
 * every request in two hooks: that cost 7-15 µs a request and, with the session plugin's cost, took quotes and
 * check-availability below their `make bench` targets (docs/performance.md, "Framework glue"). helmet itself
 * stays the one source of the headers and their values.
 */
export function helmetHeaders(options: HelmetOptions): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader: (name: string) => delete headers[name.toLowerCase()],
  };
  let failure: unknown = new Error('helmet did not finish synchronously');
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => (failure = error));
  if (failure) throw failure;
  return Object.freeze(headers);
}

/**
 * Security headers on every answer: `api` (nothing may load, nothing may frame) on JSON API routes and unknown
 * paths; `page` (what the Square payment form needs) on the app's pages and files and on the API docs page.
 */
export function registerSecurityHeaders(fastify: FastifyInstance, policies: { api: HelmetOptions; page: HelmetOptions }): void {
  const api = helmetHeaders(policies.api);
  const page = helmetHeaders(policies.page);
  fastify.addHook('onRequest', (request, reply, done) => {
    const route = request.routeOptions.url;
    reply.headers(route === undefined || (isApiPath(route) && !route.startsWith('/api/docs')) ? api : page);
    done();
  });
}
