import { Descriptions } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { TitledBox } from '@/components/titled-box';
import { Money } from '@/components/money';
import { distanceText, type CheckoutSummaryData } from '@/features/checkout/checkout-rules';
import { dollarsToCents } from '@domain/money.js';
import { displayReference } from '@domain/booking-reference.js';
import { timeText } from '@/lib/time-text';
import { withBusinessZone } from '@/lib/business-zone';
import { serviceName } from '@/lib/service-name';
import { serviceDayText } from '@/lib/service-day-text';

function dateTimeText(summary: CheckoutSummaryData, zone: string | null, t: TFunction): string {
  if (summary.serviceDate === 'N/A' || !summary.serviceDate) return t('checkout.toBeScheduled');
  const day = serviceDayText(summary.serviceDate, t);
  if (summary.serviceTime === 'N/A' || !summary.serviceTime) return day;
  return withBusinessZone(t('checkout.dayAtTime', { day, time: timeText(summary.serviceTime) }), zone, summary.serviceDate, summary.serviceTime);
}

/** @param businessZone IANA zone of the booking's date and time; null until GET /api/business answers */
export function CheckoutSummary({ summary, businessZone }: { summary: CheckoutSummaryData; businessZone: string | null }) {
  const { t } = useTranslation();
  return (
    <TitledBox title={t('checkout.summaryTitle')}>
      <Descriptions column={1} size="small" bordered data-testid="checkout-summary">
        <Descriptions.Item label={t('checkout.service')}>{serviceName(summary.serviceType, t)}</Descriptions.Item>
        <Descriptions.Item label={t('checkout.dateAndTime')}>{dateTimeText(summary, businessZone, t)}</Descriptions.Item>
        <Descriptions.Item label={t('checkout.from')}>{summary.pickupLocation}</Descriptions.Item>
        <Descriptions.Item label={t('checkout.to')}>{summary.destinationLocation}</Descriptions.Item>
        <Descriptions.Item label={t('checkout.distance')}>{distanceText(summary.distance, t)}</Descriptions.Item>
        <Descriptions.Item label={t('checkout.total')}>
          <strong data-testid="checkout-total">
            <Money cents={dollarsToCents(summary.totalPrice)} />
          </strong>
        </Descriptions.Item>
        {summary.dueFor === 'cancellation-fee' && (
          <Descriptions.Item label={t('checkout.feeDue')}>
            <strong data-testid="checkout-fee-due">
              <Money cents={dollarsToCents(summary.amountDue)} />
            </strong>
          </Descriptions.Item>
        )}
        {summary.reference && <Descriptions.Item label={t('checkout.reference')}>{displayReference(summary.reference)}</Descriptions.Item>}
      </Descriptions>
    </TitledBox>
  );
}
