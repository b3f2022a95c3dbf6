import { z } from 'zod';
import {
  BOOKING_SORT_KEYS,
  CUSTOMER_SORT_KEYS,
  LIST_PAGE_MAX,
  LIST_PAGE_SIZE_DEFAULT,
  LIST_PAGE_SIZE_MAX,
  SORT_ORDERS,
  type BookingSortKey,
  type CustomerSortKey,
  type SortOrder,
} from '../domain/admin-lists.js';
import { BOOKING_STATUSES, PAYMENT_STATUSES } from '../domain/booking-transitions.js';
import { AdminBooking } from './admin-booking.contract.js';
import { CustomerDirectoryEntry } from './customer.contract.js';
import { BookableServiceType, Dollars, Instant, LocalDate, LocalTime } from './wire.js';

// The owner's lists as pages the server sorts, filters and searches (backend/src/bookings/admin-bookings.controller.ts,
// backend/src/customers/customers.controller.ts), and the day sheet of one business day. A page holds at most
// LIST_PAGE_SIZE_MAX rows, so the first page answers in the same time with 50 rows or 50,000. The values the browser
// needs at run time (sort keys, sizes) are in domain/admin-lists.ts.

export type { BookingSortKey, CustomerSortKey, SortOrder };

const Paging = {
  page: z.coerce.number().int().min(1).max(LIST_PAGE_MAX).optional().describe('1-based page number; default 1'),
  pageSize: z.coerce
    .number()
    .int()
    .min(1)
    .max(LIST_PAGE_SIZE_MAX)
    .optional()
    .describe(`rows per page; default ${LIST_PAGE_SIZE_DEFAULT}, at most ${LIST_PAGE_SIZE_MAX}`),
  order: z.enum(SORT_ORDERS).optional().describe("'asc' or 'desc'"),
  search: z.string().max(100).optional(),
};

/** GET /api/admin/bookings (a query schema stays unnamed: /api/docs lists its fields as query parameters only then). */
export const AdminBookingsQuery = z.strictObject({
  ...Paging,
  sort: z
    .enum(BOOKING_SORT_KEYS)
    .optional()
    .describe("default 'date': the service start, or when an undated plan was bought; 'name' is the full name, 'created' when booked"),
  status: z.enum(BOOKING_STATUSES).optional(),
  service: BookableServiceType.optional(),
  from: LocalDate.optional().describe('first business-local day of service (undated plans: the day bought), inclusive'),
  to: LocalDate.optional().describe('last business-local day, inclusive'),
  search: Paging.search.describe('name, e-mail, phone digits, reference (with or without its prefix) or address, matched anywhere'),
  id: z.string().max(64).optional().describe('only this booking (a link to it, a booking opened from a page)'),
});
export type AdminBookingsQuery = z.infer<typeof AdminBookingsQuery>;

/** GET /api/admin/bookings */
export const AdminBookingsPage = z
  .strictObject({
    items: z.array(AdminBooking),
    total: z.number().int().nonnegative().describe('bookings matching the filters'),
    page: z.number().int().min(1),
    pageSize: z.number().int().min(1),
  })
  .meta({ id: 'AdminBookingsPage' });
export type AdminBookingsPage = z.infer<typeof AdminBookingsPage>;

/** GET /api/admin/customers */
export const AdminCustomersQuery = z.strictObject({
  ...Paging,
  sort: z.enum(CUSTOMER_SORT_KEYS).optional().describe("default 'lastBooked' (most recent first unless order says otherwise)"),
  search: Paging.search.describe('name, business, e-mail or phone digits, matched anywhere'),
});
export type AdminCustomersQuery = z.infer<typeof AdminCustomersQuery>;

/** One customer of the list: the directory entry and when they last booked. */
export const AdminCustomerRow = CustomerDirectoryEntry.extend({ lastBookedAt: Instant.nullable() }).meta({ id: 'AdminCustomerRow' });
export type AdminCustomerRow = z.infer<typeof AdminCustomerRow>;

/** GET /api/admin/customers */
export const AdminCustomersPage = z
  .strictObject({
    items: z.array(AdminCustomerRow),
    total: z.number().int().nonnegative(),
    page: z.number().int().min(1),
    pageSize: z.number().int().min(1),
  })
  .meta({ id: 'AdminCustomersPage' });
export type AdminCustomersPage = z.infer<typeof AdminCustomersPage>;

/** GET /api/admin/day-sheet */
export const DaySheetQuery = z.strictObject({ date: LocalDate });
export type DaySheetQuery = z.infer<typeof DaySheetQuery>;

/** The ride pack (subscription code) a ride was paid from, as it stands now. */
const RidePack = z
  .strictObject({
    code: z.string(),
    ridesLeft: z.number().int().nonnegative().describe('total rides minus rides used'),
    totalRides: z.number().int().nonnegative(),
    expiresAt: Instant.nullable(),
  })
  .meta({ id: 'DaySheetRidePack' });

/** One job of the day, as the driver needs it on the road. */
export const DaySheetJob = z
  .strictObject({
    id: z.string(),
    reference: z.string(),
    status: z.enum(BOOKING_STATUSES),
    serviceType: z.string(),
    serviceDetails: z.record(z.string(), z.unknown()).describe("the service's details as validated when booked (package, passengers, hours)"),
    time: LocalTime,
    timeText: z.string().describe("the time as shown: 'HH:MM', or a delivery's window 'HH:MM-HH:MM' (domain/booked-time)"),
    startsAt: Instant,
    endsAt: Instant.nullable(),
    customerName: z.string(),
    phone: z.string(),
    pickup: z.string(),
    destination: z.string(),
    notes: z.string(),
    price: Dollars,
    paymentStatus: z.enum(PAYMENT_STATUSES),
    paymentMethod: z.string().nullable(),
    ridePack: RidePack.nullable().describe('only for a ride paid from a ride pack'),
  })
  .meta({ id: 'DaySheetJob' });
export type DaySheetJob = z.infer<typeof DaySheetJob>;

/** GET /api/admin/day-sheet: the day's live bookings in time order. */
export const DaySheet = z.strictObject({ date: LocalDate, jobs: z.array(DaySheetJob) }).meta({ id: 'DaySheet' });
export type DaySheet = z.infer<typeof DaySheet>;
