import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Refuses state-changing API requests sent by a page of another site (CSRF), including body-less ones such
 * as logout. Browsers send Origin on such requests and Sec-Fetch-Site on all; server-to-server calls (Square's
 * webhook) send neither and pass. The site's own origin is recognised from the Host header.
 */
export function originCheck(extraOrigins: readonly string[]) {
  const allowed = new Set(extraOrigins.map((origin) => origin.trim().replace(/\/$/, '')).filter(Boolean));
  return (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction): void => {
    if (!STATE_CHANGING.has(request.method) || !request.url.startsWith('/api/')) return done();
    const origin = request.headers.origin;
    const site = request.headers['sec-fetch-site'];
    const ownOrigin = `${request.protocol}://${request.headers.host}`;
    const originAllowed = !origin || origin === ownOrigin || allowed.has(origin);
    const siteAllowed = !site || site === 'same-origin' || site === 'none' || (origin !== undefined && allowed.has(origin));
    if (originAllowed && siteAllowed) return done();
    void reply.code(403).send({ statusCode: 403, error: 'Forbidden', message: 'Requests from other sites are not allowed.' });
  };
}
