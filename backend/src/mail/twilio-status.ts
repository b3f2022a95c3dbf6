// What Twilio's reports about a text mean for its outbox row. Pure, tested as tables in twilio-status.spec.ts.

/**
 * How far along a message is, by Twilio's status names: callbacks can arrive out of order (a late 'sent' after
 * 'delivered'), and a report never moves a message back.
 */
const PROGRESS: Record<string, number> = {
  accepted: 0,
  scheduled: 0,
  queued: 0,
  sending: 1,
  sent: 2,
  delivered: 3,
  undelivered: 3,
  failed: 3,
  canceled: 3,
  read: 4,
};

/** Twilio's final word that the text did not reach the phone. */
const FAILURES = new Set(['failed', 'undelivered']);

/** Twilio's error for a number that replied STOP: nothing more may be texted to it until it replies START. */
export const TWILIO_UNSUBSCRIBED = 21610;

export interface StatusReportEffect {
  /** The status to record as the provider's. */
  providerStatus: string;
  /** The text did not reach the phone: the row becomes failed. */
  failed: boolean;
}

/** What a status report does to a row whose last recorded Twilio status is `current`; null: nothing (stale, or unknown). */
export function statusReportEffect(current: string | null, reported: string): StatusReportEffect | null {
  const next = PROGRESS[reported];
  if (next === undefined) return null;
  const now = current === null ? -1 : (PROGRESS[current] ?? -1);
  if (next < now || (next === now && current === reported)) return null;
  return { providerStatus: reported, failed: FAILURES.has(reported) };
}

/** Twilio's delivery errors the owner may meet, in words (https://www.twilio.com/docs/api/errors). */
const ERROR_WORDS: Record<number, string> = {
  21211: 'not a valid phone number',
  21408: 'texts to this region are not enabled on the Twilio account',
  21610: 'the recipient replied STOP',
  21612: 'Twilio cannot text this number from the sending number',
  21614: 'not a mobile number',
  30003: 'the phone is switched off or out of reach',
  30004: 'the recipient blocked the message',
  30005: 'the number does not exist',
  30006: 'a landline or an unreachable carrier',
  30007: 'the carrier filtered the message',
  30008: 'unknown error at the carrier',
};

/** The outbox's `last_error` for a text Twilio refused or reported `status` ('failed', 'undelivered') with `code`. */
export function twilioErrorText(code: number | null, fallback: string): string {
  if (code === null) return fallback;
  const words = ERROR_WORDS[code];
  return words ? `Twilio error ${code}: ${words}` : `Twilio error ${code}: ${fallback}`;
}
