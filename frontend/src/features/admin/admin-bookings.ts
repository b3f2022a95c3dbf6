import type { AdminBooking, AdminPaymentInfo, EditBookingRequest } from '@contracts/admin-booking.contract.js';
import type { BookingStatus } from '@domain/booking-transitions.js';
import { dollarsToCents } from '@domain/money.js';

// Pure logic of the dashboard's bookings: labels, tags, the day's work and fallback figures. Lists are paged, sorted
// and filtered by the server (GET /api/admin/bookings).

export const STATUS_LABELS: Record<BookingStatus, string> = {
  pending: 'Pending Confirmation',
  confirmed: 'Confirmed',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

export function customerNameOf(booking: AdminBooking): string {
  return booking.fullName || booking.customerName || [booking.firstName, booking.lastName].filter(Boolean).join(' ') || 'Unknown';
}

export function priceCentsOf(booking: AdminBooking): number {
  return dollarsToCents(booking.total_price);
}

/** Distance with 1 decimal ("3.2 mi"); missing or unreadable distances show a dash. */
export function formatDistance(distance: number | string | null | undefined): string {
  const miles = typeof distance === 'string' ? Number.parseFloat(distance) : distance;
  return typeof miles === 'number' && Number.isFinite(miles) ? `${miles.toFixed(1)} mi` : '—';
}

/** 'pickup → destination'; a trip that ends where it starts (a personal driver) shows its pickup only. */
export function routeOf(booking: AdminBooking): string {
  const to = booking.destination.trim();
  return to && to !== booking.pickup.trim() ? `${booking.pickup} → ${to}` : booking.pickup;
}

/** How a status or payment tag reads at a glance: done, needs the owner's attention, or neither. */
export type TagTone = 'good' | 'attention' | 'neutral';

export interface TagSpec {
  label: string;
  tone: TagTone;
}

/** Paid or not at a glance; an agreed cash or invoice payment is still unpaid until it is recorded. */
export function paymentTagOf(payment: AdminPaymentInfo): TagSpec {
  if (payment.status === 'paid') return { label: 'Paid', tone: 'good' };
  if (payment.status === 'not-required') return { label: 'No charge', tone: 'neutral' };
  const agreed = payment.method === 'cash' || payment.method === 'invoice' ? ` (${payment.method})` : '';
  return { label: `Unpaid${agreed}`, tone: 'attention' };
}

const STATUS_TONES: Record<BookingStatus, TagTone> = { pending: 'attention', confirmed: 'good', completed: 'neutral', cancelled: 'neutral' };

export function statusTagOf(status: BookingStatus): TagSpec {
  return { label: STATUS_LABELS[status], tone: STATUS_TONES[status] };
}

/**
 * The phone dashboard's first list: the work still ahead, in the order the driver does it. Live bookings (pending
 * or confirmed) dated `today` (business-local 'YYYY-MM-DD') or later, earliest first; undated plans are left out.
 */
export function todayAndNext(bookings: AdminBooking[], today: string): AdminBooking[] {
  return bookings
    .filter((b) => (b.status === 'pending' || b.status === 'confirmed') && b.booking_date !== 'N/A' && b.booking_date >= today)
    .sort((a, b) => `${a.booking_date} ${a.booking_time}`.localeCompare(`${b.booking_date} ${b.booking_time}`) || a.id.localeCompare(b.id));
}

/** The pending and confirmed cards toggle this filter; null shows every status. */
export type StatusFilter = Extract<BookingStatus, 'pending' | 'confirmed'> | null;

/** Clicking a status card: the same card clears the filter, another one replaces it. */
export function toggleStatusFilter(current: StatusFilter, clicked: Exclude<StatusFilter, null>): StatusFilter {
  return current === clicked ? null : clicked;
}

export interface BookingStats {
  total: number;
  pending: number;
  confirmed: number;
  /** integer cents; cancelled bookings excluded */
  revenueCents: number;
}

export function computeStats(bookings: AdminBooking[]): BookingStats {
  return bookings.reduce<BookingStats>(
    (stats, b) => ({
      total: stats.total + 1,
      pending: stats.pending + (b.status === 'pending' ? 1 : 0),
      confirmed: stats.confirmed + (b.status === 'confirmed' ? 1 : 0),
      revenueCents: stats.revenueCents + (b.status === 'cancelled' ? 0 : priceCentsOf(b)),
    }),
    { total: 0, pending: 0, confirmed: 0, revenueCents: 0 },
  );
}

export interface BookingEditValues {
  status: BookingStatus;
  /** 'YYYY-MM-DD' */
  booking_date?: string;
  /** 'HH:MM' */
  booking_time?: string;
  /** dollars */
  total_price?: number | null;
  pickup?: string;
  destination?: string;
  notes?: string;
}

/** Only what the owner changed, so an untouched date and time are not re-checked against the schedule. */
export function bookingEdits(original: AdminBooking, values: BookingEditValues): EditBookingRequest {
  const changes: EditBookingRequest = {};
  if (values.status !== original.status) changes.status = values.status;
  const schedulable = original.booking_date !== 'N/A';
  if (schedulable && values.booking_date && values.booking_date !== original.booking_date) changes.booking_date = values.booking_date;
  if (schedulable && values.booking_time && values.booking_time.slice(0, 5) !== original.booking_time) changes.booking_time = values.booking_time.slice(0, 5);
  if (typeof values.total_price === 'number' && Number.isFinite(values.total_price)) {
    const cents = Math.round(values.total_price * 100);
    if (cents !== priceCentsOf(original)) changes.total_price = cents / 100;
  }
  if (values.pickup !== undefined && values.pickup.trim() !== original.pickup) changes.pickup = values.pickup.trim();
  if (values.destination !== undefined && values.destination.trim() !== original.destination) changes.destination = values.destination.trim();
  if (values.notes !== undefined && values.notes !== original.notes) changes.notes = values.notes;
  return changes;
}
