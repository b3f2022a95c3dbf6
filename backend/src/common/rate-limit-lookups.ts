import type { RateLimitRule } from './rate-limit.js';

// The wizard's lookups, limited per client address and hour (issue 28). Each is free to send and may cost the business
// (a paid maps call, road-distance rows, a schedule query), so a client gets several bookings' worth, no more.
//
// What the wizard sends for one booking (frontend/src/features/wizard), measured on a slow phone:
// - suggest-addresses (address-input.tsx): one lookup 300 ms after the typing pauses, from the 4th character, never the
//   same text twice in a row, and one on leaving an incomplete field. Typing at 2 to 3 keys a second pauses after
//   nearly every key: some 35 per 40-character address, 70 for pickup and destination (a fast typist who picks a
//   suggestion: 5 to 10 in all).
// - free-times (schedule-fields.tsx): one per day looked at (each answer is reused for 30 s), and one each time an
//   address changes and stays unchanged 400 ms while a day is chosen: some 10; retyping an address after picking the
//   day, up to 50.
// - check-availability (use-slot-check.ts, use-slot-recheck.ts): one per time picked (500 ms after it settles) and one
//   when the booking step opens: 2 to 5, some 15 for a customer trying many times.
// - quotes (step-details.tsx): one per press of Next on the details step: 1 to 3, some 10 going back and forth.
// The limits below are several such bookings an hour, slow typing and all, so a family or an office behind one address
// is not refused; past them the answer is a 429 that says in how many minutes the hour's window ends. The API tests
// and the bench set the settings far higher (backend/test/support/test-app.ts, bench/run.mjs);
// backend/test/lookup-limits.e2e-spec.ts proves the shipped ones.

const HOUR = 3600;

/** 600 an hour: some 8 bookings' typing at one key a pause. */
export const ADDRESS_SUGGESTIONS_LIMIT: RateLimitRule = {
  bucket: 'suggest-addresses',
  limit: 600,
  limitSetting: 'ADDRESS_SUGGESTIONS_RATE_LIMIT_PER_HOUR',
  windowSeconds: HOUR,
  writtenBehind: true,
  message: (wait) => `Too many address lookups from your network. Please try again in ${wait}, or type the full address.`,
};

/** 300 an hour: 6 bookings retyping an address after picking the day, 30 ordinary ones. */
export const FREE_TIMES_LIMIT: RateLimitRule = {
  bucket: 'free-times',
  limit: 300,
  limitSetting: 'FREE_TIMES_RATE_LIMIT_PER_HOUR',
  windowSeconds: HOUR,
  writtenBehind: true,
  message: (wait) => `Too many requests for free times from your network. Please try again in ${wait}, or call us.`,
};

/** 120 an hour: 8 bookings of a customer trying many times, 25 ordinary ones. */
export const AVAILABILITY_CHECK_LIMIT: RateLimitRule = {
  bucket: 'check-availability',
  limit: 120,
  limitSetting: 'AVAILABILITY_CHECK_RATE_LIMIT_PER_HOUR',
  windowSeconds: HOUR,
  writtenBehind: true,
  message: (wait) => `Too many availability checks from your network. Please try again in ${wait}, or call us.`,
};

/** 60 an hour: 6 bookings going back and forth, 20 ordinary ones. */
export const QUOTE_LIMIT: RateLimitRule = {
  bucket: 'quotes',
  limit: 60,
  limitSetting: 'QUOTE_RATE_LIMIT_PER_HOUR',
  windowSeconds: HOUR,
  writtenBehind: true,
  message: (wait) => `Too many price requests from your network. Please try again in ${wait}, or call us.`,
};
