import { PhoneOutlined } from '@ant-design/icons';
import { Button, Typography } from 'antd';
import { decorativeIcon } from '@/components/decorative-icon';
import { customerNameOf, paymentTagOf, priceCentsOf, statusTagOf } from '@/features/admin/admin-bookings';
import { dayLabelOf } from '@/features/admin/booking-days';
import { ConfirmBookingButton } from '@/features/admin/components/confirm-booking-button';
import { ToneTag } from '@/features/admin/components/tone-tag';
import { mapLink, telLink } from '@/features/admin/day-sheet-rules';
import type { AdminBooking } from '@contracts/admin-booking.contract.js';
import { displayReference } from '@domain/booking-reference.js';
import { formatTimeText, isValidLocalDate } from '@domain/business-time.js';
import { formatUsd } from '@domain/money.js';
import { serviceLabel } from '@domain/service-types.js';

interface BookingCardProps {
  booking: AdminBooking;
  /** business-local 'YYYY-MM-DD', for 'Today' and 'Tomorrow' */
  today: string;
  onOpen: (bookingId: string) => void;
}

/** One booking as the owner reads it on a phone: when, who, what, where, how much; call, map and confirm in one tap. */
export function BookingCard({ booking, today, onOpen }: BookingCardProps) {
  const name = customerNameOf(booking);
  const status = statusTagOf(booking.status);
  const payment = paymentTagOf(booking.paymentInfo);
  const when = isValidLocalDate(booking.booking_date)
    ? `${dayLabelOf(booking.booking_date, today)} · ${formatTimeText(booking.booking_time_text)}`
    : 'No date set';
  return (
    <li className="booking-card" data-testid={`booking-card-${booking.id}`}>
      <div className="booking-card-head">
        <Typography.Text strong>{when}</Typography.Text>
        <ToneTag tone={status.tone}>{status.label}</ToneTag>
      </div>
      <Button
        type="link"
        className="booking-card-customer"
        onClick={() => onOpen(booking.id)}
        aria-label={`Details of booking ${displayReference(booking.reference)} for ${name}`}
      >
        {name}
      </Button>
      <div className="booking-card-line">
        <span>{serviceLabel(booking.serviceType)}</span>
        <span>{formatUsd(priceCentsOf(booking))}</span>
        <ToneTag tone={payment.tone}>{payment.label}</ToneTag>
      </div>
      {booking.pickup && (
        <div className="booking-card-line booking-card-pickup">
          <span>
            Pickup:{' '}
            <a href={mapLink(booking.pickup)} target="_blank" rel="noreferrer">
              {booking.pickup}
              <span className="visually-hidden"> (map, opens in a new tab)</span>
            </a>
          </span>
        </div>
      )}
      <div className="booking-card-actions">
        {booking.phone && (
          <Button href={telLink(booking.phone)} icon={<PhoneOutlined {...decorativeIcon} />} aria-label={`Call ${name} at ${booking.phone}`}>
            Call
          </Button>
        )}
        {booking.status === 'pending' && <ConfirmBookingButton booking={booking} />}
      </div>
    </li>
  );
}
