import { displayReference } from '@domain/booking-reference.js';
import { formatTimeText } from '@domain/business-time.js';
import { serviceLabel } from '@domain/service-types.js';
import type { BookingInTimeOff } from '@contracts/blackout.contract.js';
import { formatDay } from '@/lib/dayjs';
import { telHref } from '@/components/contact-links';

/** The live bookings inside time off the owner is about to add: who to call, and that nothing gets cancelled. */
export function TimeOffConflictList({ bookings }: { bookings: readonly BookingInTimeOff[] }) {
  return (
    <div data-testid="time-off-conflicts">
      <p style={{ marginTop: 0 }}>These bookings stay booked. Cancel or move them from the bookings list, or call the customers.</p>
      <ul style={{ paddingInlineStart: 20, margin: 0 }}>
        {bookings.map((booking) => (
          <li key={booking.id}>
            {formatDay(booking.serviceDate)} {formatTimeText(booking.serviceTime)}: {serviceLabel(booking.serviceType)}, {booking.fullName} (
            <a href={telHref(booking.phone)}>{booking.phone}</a>), {displayReference(booking.reference)}
          </li>
        ))}
      </ul>
    </div>
  );
}
