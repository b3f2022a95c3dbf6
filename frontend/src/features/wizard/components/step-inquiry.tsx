import { Card, Descriptions, Typography } from 'antd';
import { Suspense } from 'react';
import { useAppSelector } from '@/app/hooks';
import { LoadingScreen } from '@/components/loading-screen';
import { Money } from '@/components/money';
import { planLabel } from '@/features/wizard/subscription-plans';
import { selectWizard } from '@/features/wizard/wizard-slice';
import { useGetBusinessQuery } from '@/lib/business-api';
import { lazyNamed } from '@/lib/lazy-named';
import { stepHeadingProps } from '@/features/wizard/components/use-step-heading-focus';

// Each form is its own chunk, downloaded when its step opens, so '/' carries none of them.
const BulkRidesInquiryForm = lazyNamed(() => import('@/features/wizard/components/inquiry-bulk-rides-form'), 'BulkRidesInquiryForm');
const LongHaulInquiryForm = lazyNamed(() => import('@/features/wizard/components/inquiry-long-haul-form'), 'LongHaulInquiryForm');
const HandymanInquiryForm = lazyNamed(() => import('@/features/wizard/components/inquiry-handyman-form'), 'HandymanInquiryForm');

const TITLES = {
  subscription: 'Bulk Rides Inquiry',
  longHaul: 'Long Haul Delivery Inquiry',
  handyman: 'Handyman Services Inquiry',
} as const;

const INTROS = {
  subscription: 'Your pickup and drop-off addresses vary ride to ride, so we plan your rides with you. Tell us about them and we will send a custom quote.',
  longHaul: 'Long haul trips (non-CDL, over 100 miles) get a custom quote. Tell us what to carry, from where to where, and when.',
  handyman: 'Handyman help gets a custom quote. Tell us about the job and when suits you.',
} as const;

/** For a ride or delivery beyond the service radius, turned into a long-haul inquiry. */
const LEAD_INTRO = (service: string) =>
  `Your ${service} goes beyond our service area, so we quote it by hand like a long haul trip. We filled in your trip: add your contact details, check the rest and send it.`;

/** Final step of inquiry mode: bulk plans with varying addresses, long haul, handyman. */
export function StepInquiry() {
  const { serviceType, bulk, quote, longHaulLead } = useAppSelector(selectWizard);
  const { data: business } = useGetBusinessQuery();
  if (serviceType !== 'subscription' && serviceType !== 'longHaul' && serviceType !== 'handyman') return null;
  const isPlan = serviceType === 'subscription';

  return (
    <Card>
      <Typography.Title level={2} style={{ fontSize: 22 }} {...stepHeadingProps}>
        {TITLES[serviceType]}
      </Typography.Title>
      <Typography.Paragraph>{serviceType === 'longHaul' && longHaulLead ? LEAD_INTRO(longHaulLead.fromService) : INTROS[serviceType]}</Typography.Paragraph>
      {isPlan && quote && bulk.planType && (
        <Descriptions column={1} size="small" bordered data-testid="inquiry-plan-summary" style={{ marginBottom: 16 }}>
          <Descriptions.Item label="Plan">{planLabel(business?.prices.plans, bulk.planType)}</Descriptions.Item>
          <Descriptions.Item label="Addresses">Vary ride to ride</Descriptions.Item>
          <Descriptions.Item label="Plan price">
            <Money cents={quote.totalCents} />
          </Descriptions.Item>
        </Descriptions>
      )}
      <Suspense fallback={<LoadingScreen label="Loading the inquiry form..." />}>
        {isPlan && <BulkRidesInquiryForm />}
        {serviceType === 'longHaul' && <LongHaulInquiryForm />}
        {serviceType === 'handyman' && <HandymanInquiryForm />}
      </Suspense>
    </Card>
  );
}
