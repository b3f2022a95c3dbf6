import type { NextFunction, Request, Response } from 'express';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Refuses state-changing API requests sent by a page of another site (CSRF), including body-less ones such
 * as logout. Browsers send Origin on such requests and Sec-Fetch-Site on all; server-to-server calls (Square's
 * webhook) send neither and pass. The site's own origin is recognised from the Host header.
 */
export function originCheck(extraOrigins: readonly string[]) {
  const allowed = new Set(extraOrigins.map((origin) => origin.trim().replace(/\/$/, '')).filter(Boolean));
  return (request: Request, response: Response, next: NextFunction) => {
    if (!STATE_CHANGING.has(request.method) || !request.path.startsWith('/api/')) return next();
    const origin = request.get('origin');
    const site = request.get('sec-fetch-site');
    const ownOrigin = `${request.protocol}://${request.get('host')}`;
    const originAllowed = !origin || origin === ownOrigin || allowed.has(origin);
    const siteAllowed = !site || site === 'same-origin' || site === 'none' || (origin !== undefined && allowed.has(origin));
    if (originAllowed && siteAllowed) return next();
    response.status(403).json({ statusCode: 403, error: 'Forbidden', message: 'Requests from other sites are not allowed.' });
  };
}
