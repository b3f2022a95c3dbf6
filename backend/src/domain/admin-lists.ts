import { REFERENCE_PREFIX } from './booking-reference.js';

// The owner's paged lists and CSV files: what they may be asked for (shared with the browser through the contracts
// and @domain), and how a search is matched.

/** The rows a page holds unless asked otherwise. */
export const LIST_PAGE_SIZE_DEFAULT = 20;
/** The most rows one page may hold. */
export const LIST_PAGE_SIZE_MAX = 100;
/** The highest page number asked for (deep offsets cost a scan of everything before them). */
export const LIST_PAGE_MAX = 10_000;

/** Columns the bookings list sorts on; each sort ends on the booking id, so equal values keep one order across pages. */
export const BOOKING_SORT_KEYS = ['date', 'name', 'status', 'service', 'price', 'created'] as const;
export type BookingSortKey = (typeof BOOKING_SORT_KEYS)[number];

/** Columns the customers list sorts on; each sort ends on the customer id. */
export const CUSTOMER_SORT_KEYS = ['name', 'lastBooked', 'bookings', 'spent'] as const;
export type CustomerSortKey = (typeof CUSTOMER_SORT_KEYS)[number];

export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/** The CSV files offered; each is GET /api/admin/exports/{name}.csv?from=&to=. */
export const EXPORT_NAMES = ['bookings', 'payments', 'customers'] as const;
export type ExportName = (typeof EXPORT_NAMES)[number];

/** A reference typed as people see it, prefix and all. */
const DISPLAYED_PREFIX = new RegExp(`^${REFERENCE_PREFIX}`, 'i');
const PHONE_LIKE = /^[\d\s()+.-]+$/;

/**
 * LIKE patterns for an owner's list search, lower case, each matched anywhere in a row's lower-cased search text: the
 * text as typed, the text without a reference's displayed prefix, and for text that looks like a phone number its
 * digits. Searched text is literal: % and _ are not wildcards (backslash is LIKE's escape). Empty text: no patterns.
 */
export function searchTerms(search: string): string[] {
  const text = search.trim().toLowerCase();
  if (!text) return [];
  const digits = PHONE_LIKE.test(text) ? text.replace(/\D/g, '') : '';
  const variants = [text, text.replace(DISPLAYED_PREFIX, ''), digits].filter(Boolean);
  return [...new Set(variants)].map((variant) => `%${variant.replace(/[\\%_]/g, (char) => `\\${char}`)}%`);
}
