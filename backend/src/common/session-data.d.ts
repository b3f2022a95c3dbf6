import 'express-session';

declare module 'express-session' {
  interface SessionData {
    /** ms since epoch of the login; the session ends SESSION_ABSOLUTE_HOURS later whatever the activity. */
    authenticatedAt?: number;
  }
}
