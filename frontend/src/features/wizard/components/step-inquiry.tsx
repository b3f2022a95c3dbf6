import { Card, Descriptions, Typography } from 'antd';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '@/app/hooks';
import { LoadingScreen } from '@/components/loading-screen';
import { Money } from '@/components/money';
import { planLabel } from '@/features/wizard/subscription-plans';
import { selectWizard } from '@/features/wizard/wizard-slice';
import { useGetBusinessQuery } from '@/lib/business-api';
import { lazyNamed } from '@/lib/lazy-named';
import { stepHeadingProps } from '@/features/wizard/components/use-step-heading-focus';
import { booking } from '@/locales/en/booking';
import { details } from '@/locales/en/details';
import { addEnglishSections } from '@/lib/i18n';

// This screen's English texts come with its code, not in the first download of '/'.
addEnglishSections({ booking, details });

// Each form is its own chunk, downloaded when its step opens, so '/' carries none of them.
const BulkRidesInquiryForm = lazyNamed(() => import('@/features/wizard/components/inquiry-bulk-rides-form'), 'BulkRidesInquiryForm');
const LongHaulInquiryForm = lazyNamed(() => import('@/features/wizard/components/inquiry-long-haul-form'), 'LongHaulInquiryForm');
const HandymanInquiryForm = lazyNamed(() => import('@/features/wizard/components/inquiry-handyman-form'), 'HandymanInquiryForm');

const TITLES = {
  subscription: 'booking.inquiryTitleBulk',
  longHaul: 'booking.inquiryTitleLongHaul',
  handyman: 'booking.inquiryTitleHandyman',
} as const;

const INTROS = {
  subscription: 'booking.inquiryIntroBulk',
  longHaul: 'booking.inquiryIntroLongHaul',
  handyman: 'booking.inquiryIntroHandyman',
} as const;

/** For a ride or delivery beyond the service radius, turned into a long-haul inquiry. */
const LEAD_INTROS = { ride: 'booking.leadIntroRide', delivery: 'booking.leadIntroDelivery' } as const;

/** Final step of inquiry mode: bulk plans with varying addresses, long haul, handyman. */
export function StepInquiry() {
  const { t } = useTranslation();
  const { serviceType, bulk, quote, longHaulLead } = useAppSelector(selectWizard);
  const { data: business } = useGetBusinessQuery();
  if (serviceType !== 'subscription' && serviceType !== 'longHaul' && serviceType !== 'handyman') return null;
  const isPlan = serviceType === 'subscription';

  return (
    <Card>
      <Typography.Title level={2} style={{ fontSize: 22 }} {...stepHeadingProps}>
        {t(TITLES[serviceType])}
      </Typography.Title>
      <Typography.Paragraph>{t(serviceType === 'longHaul' && longHaulLead ? LEAD_INTROS[longHaulLead.fromService] : INTROS[serviceType])}</Typography.Paragraph>
      {isPlan && quote && bulk.planType && (
        <Descriptions column={1} size="small" bordered data-testid="inquiry-plan-summary" style={{ marginBottom: 16 }}>
          <Descriptions.Item label={t('booking.plan')}>{planLabel(business?.prices.plans, bulk.planType)}</Descriptions.Item>
          <Descriptions.Item label={t('booking.addresses')}>{t('booking.addressesVary')}</Descriptions.Item>
          <Descriptions.Item label={t('booking.planPrice')}>
            <Money cents={quote.totalCents} />
          </Descriptions.Item>
        </Descriptions>
      )}
      <Suspense fallback={<LoadingScreen label={t('booking.loadingForm')} />}>
        {isPlan && <BulkRidesInquiryForm />}
        {serviceType === 'longHaul' && <LongHaulInquiryForm />}
        {serviceType === 'handyman' && <HandymanInquiryForm />}
      </Suspense>
    </Card>
  );
}
