import { z } from 'zod';

// The owner's calendar subscription (backend/src/calendar/calendar.controller.ts).

/** GET /api/calendar.ics?token=: calendar apps have no session; the token in the link is the credential. */
export const CalendarFeedQuery = z.strictObject({ token: z.string().max(100).optional().describe('from the link POST /api/calendar/token made') });
export type CalendarFeedQuery = z.infer<typeof CalendarFeedQuery>;

/** POST /api/calendar/token: a new feed link, shown this once; any earlier link stops working. */
export const CalendarLink = z
  .strictObject({ success: z.literal(true), url: z.url().describe('the feed with its token'), message: z.string() })
  .meta({ id: 'CalendarLink' });
export type CalendarLink = z.infer<typeof CalendarLink>;
