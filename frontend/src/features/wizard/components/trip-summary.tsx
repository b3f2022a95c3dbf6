import { Descriptions } from 'antd';
import { Money } from '@/components/money';
import { formatDay } from '@/lib/dayjs';
import { serviceLabel, type ServiceType } from '@domain/service-types.js';
import { minutesToTime } from '@domain/business-time.js';
import { offeredTimeText } from '@domain/booked-time.js';
import { planLabel } from '@/features/wizard/subscription-plans';
import type { Quote, TripDetails } from '@/features/wizard/wizard-types';
import { useGetBusinessQuery } from '@/lib/business-api';
import { withBusinessZone } from '@/lib/business-zone';

function formatDistance(miles: number): string {
  return miles < 0.1 ? 'Short distance' : `${miles.toFixed(1)} miles`;
}

export function TripSummary({ serviceType, details, quote }: { serviceType: ServiceType; details: TripDetails; quote: Quote | null }) {
  const { data: business } = useGetBusinessQuery();
  return (
    <Descriptions column={1} size="small" bordered styles={{ label: { width: '32%' } }}>
      <Descriptions.Item label="Service">{serviceLabel(serviceType)}</Descriptions.Item>
      {'planType' in details.serviceDetails && (
        <Descriptions.Item label="Plan">{planLabel(business?.prices.plans, details.serviceDetails.planType)}</Descriptions.Item>
      )}
      {details.serviceDate && <Descriptions.Item label="Date">{formatDay(details.serviceDate)}</Descriptions.Item>}
      {details.serviceDate && details.serviceTimeMinutes !== null && (
        <Descriptions.Item label="Time">
          {withBusinessZone(
            offeredTimeText(serviceType, minutesToTime(details.serviceTimeMinutes), business?.schedule.deliveryWindows),
            business?.timeZone,
            details.serviceDate,
            minutesToTime(details.serviceTimeMinutes),
          )}
        </Descriptions.Item>
      )}
      <Descriptions.Item label="From">{details.pickupLocation}</Descriptions.Item>
      <Descriptions.Item label="To">{details.destinationLocation}</Descriptions.Item>
      {quote && <Descriptions.Item label="Distance">{formatDistance(quote.distanceMiles)}</Descriptions.Item>}
      {quote && (
        <Descriptions.Item label="Total">
          <strong>
            <Money cents={quote.totalCents} />
          </strong>
        </Descriptions.Item>
      )}
    </Descriptions>
  );
}
