import type { ManagedBooking } from '@contracts/manage.contract.js';
import { Descriptions, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Money } from '@/components/money';
import { paymentText, serviceWhenText, statusText, tripText } from '@/features/manage/manage-format';
import { displayReference } from '@domain/booking-reference.js';
import { dollarsToCents } from '@domain/money.js';
import { serviceName } from '@/lib/service-name';
import { SCREEN_QUERIES, useMediaQuery } from '@/lib/use-media-query';

/** The booking as the server has it: what, when (business time), where, the price and the payment. */
export function BookingOverviewSection({ booking, visitorZone }: { booking: ManagedBooking; visitorZone: string }) {
  // On a phone each label sits above its value: side by side, long addresses squeeze the table past the screen.
  const wide = useMediaQuery(SCREEN_QUERIES.atLeastSm) === true;
  const { t } = useTranslation();
  const trip = tripText(booking, t);
  return (
    <section aria-labelledby="manage-details-heading">
      <Typography.Title level={2} id="manage-details-heading" style={{ fontSize: 20 }}>
        {t('manage.detailsHeading')}
      </Typography.Title>
      <Descriptions column={1} size="small" bordered layout={wide ? 'horizontal' : 'vertical'} data-testid="manage-details">
        <Descriptions.Item label={t('manage.reference')}>
          <strong data-testid="manage-reference">{displayReference(booking.reference)}</strong>
        </Descriptions.Item>
        <Descriptions.Item label={t('manage.status')}>
          <strong data-testid="manage-status">{statusText(booking.status, t)}</strong>
        </Descriptions.Item>
        {trip && (
          <Descriptions.Item label={t('manage.trip')}>
            <strong data-testid="manage-trip" role="status">
              {trip}
            </strong>
          </Descriptions.Item>
        )}
        <Descriptions.Item label={t('manage.service')}>{serviceName(booking.serviceType, t)}</Descriptions.Item>
        <Descriptions.Item label={t('manage.dateAndTime')}>{serviceWhenText(booking, visitorZone, t)}</Descriptions.Item>
        <Descriptions.Item label={t('manage.from')}>{booking.pickupLocation}</Descriptions.Item>
        <Descriptions.Item label={t('manage.to')}>{booking.destinationLocation}</Descriptions.Item>
        <Descriptions.Item label={t('manage.price')}>
          <Money cents={dollarsToCents(booking.totalPrice)} />
        </Descriptions.Item>
        <Descriptions.Item label={t('manage.payment')}>
          <span data-testid="manage-payment">{paymentText(booking, t)}</span>
        </Descriptions.Item>
      </Descriptions>
    </section>
  );
}
