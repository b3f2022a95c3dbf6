import { randomBytes, randomInt } from 'node:crypto';

/** 'bk_' + 144 random bits: the only key to a booking's public page, so it must not be guessable. */
export function newBookingId(): string {
  return `bk_${randomBytes(18).toString('base64url')}`;
}

/** Whether `text` has the shape newBookingId gives (no database lookup for anything else). */
export function isBookingIdShape(text: unknown): text is string {
  return typeof text === 'string' && /^bk_[A-Za-z0-9_-]{24}$/.test(text);
}

// No 0/O, 1/I/L: references are read out over the phone.
const REFERENCE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const REFERENCE_LENGTH = 7;

/** Short readable reference, shown through domain/booking-reference.ts. Unique by constraint; not a secret. */
export function newReference(): string {
  let reference = '';
  for (let i = 0; i < REFERENCE_LENGTH; i += 1) reference += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  return reference;
}
