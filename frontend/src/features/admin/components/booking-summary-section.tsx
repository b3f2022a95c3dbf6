import { Descriptions } from 'antd';
import { customerNameOf, formatDistance, priceCentsOf, STATUS_LABELS } from '@/features/admin/admin-bookings';
import type { AdminBooking } from '@contracts/admin-booking.contract.js';
import { describePayment, show, when } from '@/features/admin/components/booking-details-format';
import { formatDay } from '@/lib/dayjs';
import { displayReference } from '@domain/booking-reference.js';
import { formatTimeText } from '@domain/business-time.js';
import { dollarsToCents, formatUsd } from '@domain/money.js';
import { serviceLabel } from '@domain/service-types.js';
import { telHref } from '@/components/contact-links';
import { ToneTag } from '@/features/admin/components/tone-tag';
import { LANGUAGE_NAMES } from '@domain/customer-language.js';

/** Everything known about a booking, as the owner reads and prints it. */
export function BookingSummarySection({ booking }: { booking: AdminBooking }) {
  const pkg = booking.packageDetails;
  const ride = booking.rideDetails;
  const driver = booking.chauffeurDetails;
  const payment = booking.paymentInfo;
  return (
    <Descriptions bordered size="small" column={{ xs: 1, sm: 2 }} data-testid="booking-facts">
      <Descriptions.Item label="Status">{STATUS_LABELS[booking.status] ?? booking.status}</Descriptions.Item>
      <Descriptions.Item label="Reference">{displayReference(booking.reference)}</Descriptions.Item>
      <Descriptions.Item label="Service">{serviceLabel(booking.serviceType)}</Descriptions.Item>
      <Descriptions.Item label="Customer">{customerNameOf(booking)}</Descriptions.Item>
      {booking.businessName && <Descriptions.Item label="Business">{booking.businessName}</Descriptions.Item>}
      <Descriptions.Item label="Email">{booking.email ? <a href={`mailto:${booking.email}`}>{booking.email}</a> : '—'}</Descriptions.Item>
      <Descriptions.Item label="Phone">{booking.phone ? <a href={telHref(booking.phone)}>{booking.phone}</a> : '—'}</Descriptions.Item>
      <Descriptions.Item label="Language">
        <span data-testid="booking-language">{LANGUAGE_NAMES[booking.language]}</span>
      </Descriptions.Item>
      <Descriptions.Item label="Date">{formatDay(booking.booking_date)}</Descriptions.Item>
      <Descriptions.Item label="Time" contentStyle={{ whiteSpace: 'nowrap' }}>
        <span data-testid="booking-time">{formatTimeText(booking.booking_time_text)}</span>
      </Descriptions.Item>
      <Descriptions.Item label="Pickup" span={2}>
        {booking.pickup || '—'}
      </Descriptions.Item>
      <Descriptions.Item label="Destination" span={2}>
        {booking.destination || '—'}
      </Descriptions.Item>
      <Descriptions.Item label="Distance">
        {formatDistance(booking.distance)}
        {booking.distanceEstimated && (
          <>
            {' '}
            <ToneTag tone="attention">Distance estimated (maps unavailable)</ToneTag>
          </>
        )}
      </Descriptions.Item>
      <Descriptions.Item label="Total price">{formatUsd(priceCentsOf(booking))}</Descriptions.Item>
      {pkg && (
        <Descriptions.Item label="Package" span={2}>
          Size {show(pkg.size)}, weight {show(pkg.weight)}, perishable {show(pkg.perishable)}, cooler {show(pkg.needsCooler)}
          {pkg.instructions ? `. Instructions: ${show(pkg.instructions)}` : ''}
        </Descriptions.Item>
      )}
      {ride && (
        <Descriptions.Item label="Ride" span={2}>
          {show(ride.passengers)} passenger(s), luggage {show(ride.luggage)}
          {ride.specialRequests ? `. Requests: ${show(ride.specialRequests)}` : ''}
        </Descriptions.Item>
      )}
      {driver && (
        <Descriptions.Item label="Personal driver" span={2}>
          {show(driver.hours)} hours{driver.specialRequests ? `. Itinerary: ${show(driver.specialRequests)}` : ''}
        </Descriptions.Item>
      )}
      <Descriptions.Item label="Payment" span={2}>
        {describePayment(payment)}
        {payment?.receiptUrl && (
          <>
            {' '}
            <a href={payment.receiptUrl} target="_blank" rel="noreferrer">
              Receipt
            </a>
          </>
        )}
      </Descriptions.Item>
      {booking.cancellation && (
        <Descriptions.Item label="Cancellation" span={2}>
          <span data-testid="cancellation-fee">
            Cancelled {when(booking.cancellation.at)} by {show(booking.cancellation.by)}; fee {formatUsd(dollarsToCents(booking.cancellation.fee))}
            {booking.cancellation.feeOwed > 0 && `, ${formatUsd(dollarsToCents(booking.cancellation.feeOwed))} owed (not received yet)`}
          </span>
        </Descriptions.Item>
      )}
      <Descriptions.Item label="Notes" span={2}>
        <span style={{ whiteSpace: 'pre-wrap' }}>{booking.notes || '—'}</span>
      </Descriptions.Item>
    </Descriptions>
  );
}
