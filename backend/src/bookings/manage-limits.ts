import type { RateLimitRule } from '../common/rate-limit.js';

/**
 * Every token lookup counts against the client: a customer opens their page a few times, a guesser is stopped long
 * before a guess could matter (the tokens carry 192 random bits anyway). Counted before the lookup, so right and wrong
 * tokens are limited alike.
 */
export const MANAGE_LOOKUPS: RateLimitRule = {
  bucket: 'manage-link',
  limit: 60,
  windowSeconds: 600,
  message: 'Too many requests for booking pages. Please wait a few minutes and try again.',
};

/**
 * Find my booking: a handful of tries per client, enough for a typo or two; every try counts, matched or not, so the
 * form cannot be used to learn which references exist.
 */
export const FIND_BOOKING: RateLimitRule = {
  bucket: 'find-booking',
  limit: 5,
  windowSeconds: 900,
  message: 'Too many tries to find a booking. Please wait 15 minutes and try again, or call us.',
};
