import { z } from 'zod';
import { LocalDate } from './wire.js';

// The owner's CSV downloads (backend/src/exports/exports.controller.ts): UTF-8 with a byte order mark, comma
// separated, CRLF rows (domain/csv.ts), streamed from PostgreSQL a batch of rows at a time. Dates and times in them
// are the business's local ones; money is dollars.

export type { ExportName } from '../domain/admin-lists.js';

/**
 * Both days business-local and inclusive. bookings: by service day (an undated plan: the day bought), a cancelled
 * booking's fee split into received and still owed; payments: by the day money came in or went back out, each saying
 * whether it was for the booking or a cancellation fee it owed; customers: those with a booking in the range, with its
 * figures.
 */
export const ExportQuery = z.strictObject({
  from: LocalDate.describe('first business-local day, inclusive'),
  to: LocalDate.describe('last business-local day, inclusive'),
});
export type ExportQuery = z.infer<typeof ExportQuery>;
