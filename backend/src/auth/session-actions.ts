import type { SessionRequest } from '../common/session-request.js';
import type { SessionUser } from './auth.service.js';

export function toUserResponse(user: SessionUser) {
  return { user: { username: user.username } };
}

/** Ends the login and deletes the stored session row, so the cookie is worthless afterwards. */
export async function logOut(request: SessionRequest): Promise<{ success: true }> {
  // Only a login stores a session: without one there is nothing to end.
  if (request.session?.passport) await request.session.destroy();
  return { success: true };
}

/**
 * Whether a login may start a session on this request. A Secure cookie must not travel over plain HTTP, and
 * @fastify/session would still send the cookie of a session saved during the request: there a login starts none.
 */
export function canStartSession(request: SessionRequest): boolean {
  return request.session.cookie.secure !== true || request.protocol === 'https';
}
