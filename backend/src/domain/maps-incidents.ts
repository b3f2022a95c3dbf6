// When the maps provider (Google or OSM) is in an outage, for the owner's alert: one alert per incident, not per request.
//
// An incident starts at the first failed call after a healthy period (that start alerts the owner), goes on through
// every further failure, and ends at the first answer that comes MAPS_RECOVERY_QUIET_MS or more after the last failure.
// The quiet period keeps a flapping provider (fails, answers, fails) to one incident and one alert: a single answer
// between failures does not end it. A failure after the end starts a new incident, which alerts again.

/** Why a call failed, as the owner reads it: a bad or restricted key, a quota, no answer in time, down, an answer that made no sense. */
export const MAPS_FAILURE_KINDS = ['auth', 'quota', 'timeout', 'unavailable', 'bad-answer'] as const;
export type MapsFailureKind = (typeof MAPS_FAILURE_KINDS)[number];

/** The owner's words for each kind, in the alert mail and text. */
export const MAPS_FAILURE_TEXT: Record<MapsFailureKind, string> = {
  auth: 'the key was refused (check the key and the APIs it may call)',
  quota: 'over its quota',
  timeout: 'no answer in time',
  unavailable: 'not reachable, or failing',
  'bad-answer': 'an answer that could not be read',
};

/** Milliseconds without a failure that an answer needs before it ends an incident. */
export const MAPS_RECOVERY_QUIET_MS = 5 * 60_000;

/** The open incident, as far as the rule needs it. */
export interface OpenMapsIncident {
  startedAt: Date;
  lastFailureAt: Date;
}

/** One call to the provider: it failed, or it answered (a "no match" is an answer). */
export interface MapsOutcome {
  answered: boolean;
  at: Date;
}

/** start: a new incident (alert the owner); continue: one more failure of the open one; end: recovered; none: nothing changes. */
export type MapsIncidentStep = 'start' | 'continue' | 'end' | 'none';

export function mapsIncidentStep(open: OpenMapsIncident | null, outcome: MapsOutcome): MapsIncidentStep {
  if (!outcome.answered) return open ? 'continue' : 'start';
  if (!open) return 'none';
  return outcome.at.getTime() - open.lastFailureAt.getTime() >= MAPS_RECOVERY_QUIET_MS ? 'end' : 'none';
}

/**
 * The kind of a failure: the one the provider declared when it is one of MAPS_FAILURE_KINDS, else read from the
 * message (HTTP statuses and the providers' status words).
 */
export function mapsFailureKind(declared: unknown, message: string): MapsFailureKind {
  if (typeof declared === 'string' && (MAPS_FAILURE_KINDS as readonly string[]).includes(declared)) return declared as MapsFailureKind;
  if (/timed out|timeout/i.test(message)) return 'timeout';
  if (/\b(401|403)\b|REQUEST_DENIED|PERMISSION_DENIED|UNAUTHENTICATED|API key/i.test(message)) return 'auth';
  if (/\b429\b|OVER_QUERY_LIMIT|OVER_DAILY_LIMIT|RESOURCE_EXHAUSTED|quota/i.test(message)) return 'quota';
  if (/non-JSON|could not be read|unexpected|malformed|INVALID_REQUEST/i.test(message)) return 'bad-answer';
  return 'unavailable';
}
