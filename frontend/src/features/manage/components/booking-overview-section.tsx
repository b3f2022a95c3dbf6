import type { ManagedBooking } from '@contracts/manage.contract.js';
import { Descriptions, Grid, Typography } from 'antd';
import { Money } from '@/components/money';
import { paymentText, serviceWhenText, statusText } from '@/features/manage/manage-format';
import { displayReference } from '@domain/booking-reference.js';
import { dollarsToCents } from '@domain/money.js';
import { serviceLabel } from '@domain/service-types.js';

/** The booking as the server has it: what, when (business time), where, the price and the payment. */
export function BookingOverviewSection({ booking, visitorZone }: { booking: ManagedBooking; visitorZone: string }) {
  // On a phone each label sits above its value: side by side, long addresses squeeze the table past the screen.
  const wide = Grid.useBreakpoint().sm === true;
  return (
    <section aria-labelledby="manage-details-heading">
      <Typography.Title level={2} id="manage-details-heading" style={{ fontSize: 20 }}>
        Booking details
      </Typography.Title>
      <Descriptions column={1} size="small" bordered layout={wide ? 'horizontal' : 'vertical'} data-testid="manage-details">
        <Descriptions.Item label="Reference">
          <strong data-testid="manage-reference">{displayReference(booking.reference)}</strong>
        </Descriptions.Item>
        <Descriptions.Item label="Status">
          <strong data-testid="manage-status">{statusText(booking.status)}</strong>
        </Descriptions.Item>
        <Descriptions.Item label="Service">{serviceLabel(booking.serviceType)}</Descriptions.Item>
        <Descriptions.Item label="Date and time">{serviceWhenText(booking, visitorZone)}</Descriptions.Item>
        <Descriptions.Item label="From">{booking.pickupLocation}</Descriptions.Item>
        <Descriptions.Item label="To">{booking.destinationLocation}</Descriptions.Item>
        <Descriptions.Item label="Price">
          <Money cents={dollarsToCents(booking.totalPrice)} />
        </Descriptions.Item>
        <Descriptions.Item label="Payment">
          <span data-testid="manage-payment">{paymentText(booking)}</span>
        </Descriptions.Item>
      </Descriptions>
    </section>
  );
}
