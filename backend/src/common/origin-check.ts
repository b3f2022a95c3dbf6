import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const LOOPBACK_NAMES = ['127.0.0.1', 'localhost', '[::1]'];

/**
 * The origins whose pages may send state-changing requests: the site's own (PUBLIC_BASE_URL's) and the
 * configured extra ones. A site on a loopback name is the same site under every loopback name, so a local
 * `make start` answers its pages whether the browser says 127.0.0.1 or localhost. Nothing comes from the
 * request itself: a Host header is the client's to choose.
 */
export function allowedOrigins(publicBaseUrl: string, extraOrigins: readonly string[]): Set<string> {
  const site = new URL(publicBaseUrl);
  const own = LOOPBACK_NAMES.includes(site.hostname)
    ? LOOPBACK_NAMES.map((name) => `${site.protocol}//${name}${site.port ? `:${site.port}` : ''}`)
    : [site.origin];
  const extra = extraOrigins.map((origin) => origin.trim().replace(/\/$/, '')).filter(Boolean);
  return new Set([...own, ...extra]);
}

/**
 * Refuses state-changing requests sent by a page of another site (CSRF), including body-less ones such as logout.
 * Browsers send Origin on such requests and Sec-Fetch-Site on all; server-to-server calls (Square's webhook) send
 * neither and pass. Every path is checked, not only those that read as /api/…: the router decodes a path
 * ('/%61pi/…' reaches '/api/…'), so a check on the raw text would let such a request by.
 */
export function originCheck(allowed: ReadonlySet<string>) {
  return (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction): void => {
    if (!STATE_CHANGING.has(request.method)) return done();
    const origin = request.headers.origin;
    const site = request.headers['sec-fetch-site'];
    const originAllowed = origin === undefined || allowed.has(origin);
    const siteAllowed = !site || site === 'same-origin' || site === 'none' || (origin !== undefined && allowed.has(origin));
    if (originAllowed && siteAllowed) return done();
    void reply.code(403).send({ statusCode: 403, error: 'Forbidden', message: 'Requests from other sites are not allowed.', code: 'CROSS_SITE_REQUEST' });
  };
}
