import { Descriptions } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Money } from '@/components/money';
import type { ServiceType } from '@domain/service-types.js';
import { minutesToTime } from '@domain/business-time.js';
import { offeredTime } from '@domain/booked-time.js';
import { timeText } from '@/lib/time-text';
import { planLabel } from '@/features/wizard/subscription-plans';
import type { Quote, TripDetails } from '@/features/wizard/wizard-types';
import { useGetBusinessQuery } from '@/lib/business-api';
import { withBusinessZone } from '@/lib/business-zone';
import { serviceName } from '@/lib/service-name';
import { serviceDayText } from '@/lib/service-day-text';

function formatDistance(t: TFunction, miles: number): string {
  return miles < 0.1 ? t('wizard.shortDistance') : t('wizard.miles', { miles: miles.toFixed(1) });
}

export function TripSummary({ serviceType, details, quote }: { serviceType: ServiceType; details: TripDetails; quote: Quote | null }) {
  const { t } = useTranslation();
  const { data: business } = useGetBusinessQuery();
  return (
    <Descriptions column={1} size="small" bordered styles={{ label: { width: '32%' } }}>
      <Descriptions.Item label={t('wizard.service')}>{serviceName(serviceType, t)}</Descriptions.Item>
      {'planType' in details.serviceDetails && (
        <Descriptions.Item label={t('wizard.plan')}>{planLabel(business?.prices.plans, details.serviceDetails.planType)}</Descriptions.Item>
      )}
      {details.serviceDate && <Descriptions.Item label={t('wizard.date')}>{serviceDayText(details.serviceDate, t)}</Descriptions.Item>}
      {details.serviceDate && details.serviceTimeMinutes !== null && (
        <Descriptions.Item label={t('wizard.time')}>
          {withBusinessZone(
            timeText(offeredTime(serviceType, minutesToTime(details.serviceTimeMinutes), business?.schedule.deliveryWindows)),
            business?.timeZone,
            details.serviceDate,
            minutesToTime(details.serviceTimeMinutes),
          )}
        </Descriptions.Item>
      )}
      <Descriptions.Item label={t('wizard.from')}>{details.pickupLocation}</Descriptions.Item>
      <Descriptions.Item label={t('wizard.to')}>{details.destinationLocation}</Descriptions.Item>
      {quote && <Descriptions.Item label={t('wizard.distance')}>{formatDistance(t, quote.distanceMiles)}</Descriptions.Item>}
      {quote && (
        <Descriptions.Item label={t('wizard.total')}>
          <strong>
            <Money cents={quote.totalCents} />
          </strong>
        </Descriptions.Item>
      )}
    </Descriptions>
  );
}
