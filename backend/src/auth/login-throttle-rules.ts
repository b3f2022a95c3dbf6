import { waitText } from '../domain/client-limits.js';

// How failed sign-ins are slowed down. Nobody can keep the owner out: failures throttle the client address that
// makes them, and only slow the account (never lock it); the owner can always sign in with a mailed one-time link.

/** Failed sign-ins one client address may make in a fixed 15-minute window; the next attempt is a 429 until it ends. */
export const CLIENT_FAILURES = { bucket: 'login-failures', limit: 10, windowSeconds: 15 * 60 } as const;

/** Failed sign-ins per account name from all addresses, in a fixed 15-minute window: they slow the account down. */
export const ACCOUNT_FAILURES = { bucket: 'login-failures-account', windowSeconds: 15 * 60 } as const;

/** Failed sign-ins to any account in a fixed hour, for the owner's alert. */
export const HOURLY_FAILURES = { bucket: 'login-failures-all', windowSeconds: 60 * 60 } as const;

/** Account failures in a window before sign-ins to it wait; then each failure adds a step, up to the cap (ms). */
export const ACCOUNT_DELAY = { freeFailures: 10, stepMs: 250, maxMs: 3000 } as const;

/** Failed sign-ins in one hour that start an incident: the owner is mailed once for it. */
export const ALERT_AFTER_FAILURES = 20;

/** An incident ends after this long without a failed sign-in; the next burst is a new incident with its own mail. */
export const INCIDENT_QUIET_MINUTES = 60;

/** How long a sign-in to an account waits before its password is checked, given the account's recent failures. */
export function accountDelayMs(failures: number): number {
  if (failures < ACCOUNT_DELAY.freeFailures) return 0;
  return Math.min(ACCOUNT_DELAY.maxMs, (failures - ACCOUNT_DELAY.freeFailures + 1) * ACCOUNT_DELAY.stepMs);
}

/** The key an account name is counted under: the casing and padding of a name do not make another account. */
export function accountKey(username: string): string {
  return username.normalize('NFKC').trim().toLowerCase();
}

/** What a client refused for its failed sign-ins is told. */
export function tooManyFailuresMessage(retryAfterSeconds: number): string {
  return `Too many failed sign-in attempts from your network. Please try again in ${waitText(retryAfterSeconds)}, or use "Email me a sign-in link".`;
}
