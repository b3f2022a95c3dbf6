import { Card, Descriptions } from 'antd';
import { Money } from '@/components/money';
import { distanceText, type CheckoutSummaryData } from '@/features/checkout/checkout-rules';
import { serviceLabel } from '@domain/service-types.js';
import { formatDay } from '@/lib/dayjs';
import { dollarsToCents } from '@domain/money.js';
import { formatTimeText } from '@domain/business-time.js';
import { displayReference } from '@domain/booking-reference.js';

function dateTimeText(summary: CheckoutSummaryData): string {
  if (summary.serviceDate === 'N/A' || !summary.serviceDate) return 'To be scheduled';
  if (summary.serviceTime === 'N/A' || !summary.serviceTime) return formatDay(summary.serviceDate);
  return `${formatDay(summary.serviceDate)} at ${formatTimeText(summary.serviceTime)}`;
}

export function CheckoutSummary({ summary }: { summary: CheckoutSummaryData }) {
  return (
    <Card title="Booking summary">
      <Descriptions column={1} size="small" bordered data-testid="checkout-summary">
        <Descriptions.Item label="Service">{serviceLabel(summary.serviceType)}</Descriptions.Item>
        <Descriptions.Item label="Date and time">{dateTimeText(summary)}</Descriptions.Item>
        <Descriptions.Item label="From">{summary.pickupLocation}</Descriptions.Item>
        <Descriptions.Item label="To">{summary.destinationLocation}</Descriptions.Item>
        <Descriptions.Item label="Distance">{distanceText(summary.distance)}</Descriptions.Item>
        <Descriptions.Item label="Total">
          <strong data-testid="checkout-total">
            <Money cents={dollarsToCents(summary.totalPrice)} />
          </strong>
        </Descriptions.Item>
        {summary.reference && <Descriptions.Item label="Reference">{displayReference(summary.reference)}</Descriptions.Item>}
      </Descriptions>
    </Card>
  );
}
