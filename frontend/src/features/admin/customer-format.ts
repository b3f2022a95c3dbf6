import type { SortOrder } from '@contracts/admin-list.contract.js';
import type { CustomerSortKey } from '@domain/admin-lists.js';
import { instantToZonedWallTime } from '@domain/business-time.js';
import { formatDay } from '@/lib/dayjs';

// How the customer list words its rows, on the desktop's table and the phone's cards alike.

/** The day of a customer's last booking on the business's calendar ('Mar 4, 2026'), '—' when they never booked. */
export function lastBookedDay(iso: string | null): string {
  return iso ? formatDay(instantToZonedWallTime(new Date(iso)).date) : '—';
}

/** '1 booking', '3 bookings' */
export function bookingsCountText(count: number): string {
  return count === 1 ? '1 booking' : `${count} bookings`;
}

/** The orders a phone offers in place of the table's sortable headers, newest booking first as the list opens. */
export const CUSTOMER_SORT_CHOICES: { sort: CustomerSortKey; order: SortOrder; label: string }[] = [
  { sort: 'lastBooked', order: 'desc', label: 'Last booked, newest first' },
  { sort: 'name', order: 'asc', label: 'Name, A to Z' },
  { sort: 'bookings', order: 'desc', label: 'Most bookings first' },
  { sort: 'spent', order: 'desc', label: 'Most spent first' },
];
