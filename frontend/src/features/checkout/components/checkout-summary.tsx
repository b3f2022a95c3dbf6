import { Descriptions } from 'antd';
import { TitledBox } from '@/components/titled-box';
import { Money } from '@/components/money';
import { distanceText, type CheckoutSummaryData } from '@/features/checkout/checkout-rules';
import { serviceLabel } from '@domain/service-types.js';
import { formatDay } from '@/lib/dayjs';
import { dollarsToCents } from '@domain/money.js';
import { formatTimeText } from '@domain/business-time.js';
import { displayReference } from '@domain/booking-reference.js';
import { withBusinessZone } from '@/lib/business-zone';

function dateTimeText(summary: CheckoutSummaryData, zone: string | null): string {
  if (summary.serviceDate === 'N/A' || !summary.serviceDate) return 'To be scheduled';
  if (summary.serviceTime === 'N/A' || !summary.serviceTime) return formatDay(summary.serviceDate);
  return withBusinessZone(`${formatDay(summary.serviceDate)} at ${formatTimeText(summary.serviceTime)}`, zone, summary.serviceDate, summary.serviceTime);
}

/** @param businessZone IANA zone of the booking's date and time; null until GET /api/business answers */
export function CheckoutSummary({ summary, businessZone }: { summary: CheckoutSummaryData; businessZone: string | null }) {
  return (
    <TitledBox title="Booking summary">
      <Descriptions column={1} size="small" bordered data-testid="checkout-summary">
        <Descriptions.Item label="Service">{serviceLabel(summary.serviceType)}</Descriptions.Item>
        <Descriptions.Item label="Date and time">{dateTimeText(summary, businessZone)}</Descriptions.Item>
        <Descriptions.Item label="From">{summary.pickupLocation}</Descriptions.Item>
        <Descriptions.Item label="To">{summary.destinationLocation}</Descriptions.Item>
        <Descriptions.Item label="Distance">{distanceText(summary.distance)}</Descriptions.Item>
        <Descriptions.Item label="Total">
          <strong data-testid="checkout-total">
            <Money cents={dollarsToCents(summary.totalPrice)} />
          </strong>
        </Descriptions.Item>
        {summary.dueFor === 'cancellation-fee' && (
          <Descriptions.Item label="Cancellation fee due">
            <strong data-testid="checkout-fee-due">
              <Money cents={dollarsToCents(summary.amountDue)} />
            </strong>
          </Descriptions.Item>
        )}
        {summary.reference && <Descriptions.Item label="Reference">{displayReference(summary.reference)}</Descriptions.Item>}
      </Descriptions>
    </TitledBox>
  );
}
