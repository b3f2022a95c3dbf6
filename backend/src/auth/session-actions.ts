import type { SessionRequest } from '../common/session-request.js';
import type { SessionUser } from './auth.service.js';

export function toUserResponse(user: SessionUser) {
  return { user: { username: user.username } };
}

/** Ends the login and deletes the stored session row, so the cookie is worthless afterwards. */
export function logOut(request: SessionRequest): Promise<{ success: true }> {
  // Without our cookie there is no session to end (the session middleware did not even run).
  const { logout } = request;
  if (!logout) return Promise.resolve({ success: true });
  return new Promise((resolve, reject) => {
    logout.call(request, (logoutError) => {
      if (logoutError) return reject(logoutError);
      if (!request.session) return resolve({ success: true });
      request.session.destroy((destroyError) => (destroyError ? reject(destroyError) : resolve({ success: true })));
    });
  });
}
