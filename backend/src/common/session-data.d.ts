import '@fastify/session';

declare module 'fastify' {
  interface Session {
    /** passport's part: the id of the logged-in account (SessionSerializer). Only a login stores a session. */
    passport?: { user?: string };
    /** ms since epoch of the login; the session ends SESSION_ABSOLUTE_MS later whatever the activity. */
    authenticatedAt?: number;
  }
}
