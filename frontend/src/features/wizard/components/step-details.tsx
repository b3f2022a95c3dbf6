import { Button, Card, Form, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { useRequestQuoteMutation } from '@/features/wizard/api/wizard-api';
import { AddressInput } from '@/features/wizard/components/address-input';
import { FieldGroup } from '@/features/wizard/components/field-group';
import { ScheduleFields } from '@/features/wizard/components/schedule-fields';
import { ChauffeurFields, DeliveryFields, RideFields, SubscriptionFields } from '@/features/wizard/components/service-fields';
import { OutOfAreaDialog, type OutOfAreaChoice } from '@/features/wizard/components/out-of-area-dialog';
import { defaultFormValues, toFormValues, toTripDetails, type DetailsFormValues } from '@/features/wizard/details-form';
import { outOfArea, quoteFailureToast, serviceAreaLimitText } from '@/features/wizard/quote-outcome';
import { fixedPlanQuote, VARYING_ADDRESS_PLACEHOLDER } from '@/features/wizard/subscription-plans';
import {
  backRequested,
  detailsSubmitted,
  longHaulQuoteRequested,
  offersLongHaul,
  quoteReceived,
  selectWizard,
  variedRoutesPlanned,
} from '@/features/wizard/wizard-slice';
import type { Quote, SubscriptionDetails, TripDetails } from '@/features/wizard/wizard-types';
import { toQuote, toQuoteRequest } from '@/features/wizard/wire-mapping';
import { errorCode, toApiError } from '@/lib/api-error';
import { useGetBusinessQuery } from '@/lib/business-api';
import type { ServiceType } from '@domain/service-types.js';
import { useFeedback } from '@/lib/feedback';
import { stepHeadingProps } from '@/features/wizard/components/use-step-heading-focus';
import { details } from '@/locales/en/details';
import { addEnglishSections } from '@/lib/i18n';
import { serverWordsOr } from '@/lib/server-words';

// This screen's English texts come with its code, not in the first download of '/'.
addEnglishSections({ details });

/** ms between ticking 'addresses vary' on a plan and the automatic submit to the inquiry form */
const AUTO_SUBMIT_MS = 100;

const HEADINGS: Partial<Record<ServiceType, 'details.headingDelivery' | 'details.headingRide' | 'details.headingChauffeur' | 'details.headingSubscription'>> = {
  delivery: 'details.headingDelivery',
  ride: 'details.headingRide',
  chauffeur: 'details.headingChauffeur',
  subscription: 'details.headingSubscription',
};

export function StepDetails() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { serviceType, details, bulk } = useAppSelector(selectWizard);
  const { data: business } = useGetBusinessQuery();
  const { message } = useFeedback();
  const [form] = Form.useForm<DetailsFormValues>();
  const [requestQuote, { isLoading }] = useRequestQuoteMutation();
  const addressesVary = Form.useWatch('addressesVary', form) === true;
  const autoSubmit = useRef<ReturnType<typeof setTimeout> | null>(null);
  /** the out-of-area dialog while shown: the server's text and its road miles (null when its answer had none) */
  const [outOfAreaShown, setOutOfAreaShown] = useState<{ message: string; distanceMiles: number | null } | null>(null);

  // Read once, on mount: later edits live in the form.
  const [initialValues] = useState(() =>
    serviceType ? { ...defaultFormValues(serviceType, bulk.planType, business?.prices.chauffeurHours.min), ...(details ? toFormValues(details) : {}) } : {},
  );

  useEffect(
    () => () => {
      if (autoSubmit.current) clearTimeout(autoSubmit.current);
    },
    [],
  );

  if (!serviceType) return null;
  const isChauffeur = serviceType === 'chauffeur';
  const isSubscription = serviceType === 'subscription';
  const showAddresses = !(isSubscription && addressesVary);

  // The dialog alone: it names the limit and the owner's contacts (a toast would only say it twice).
  const showOutOfArea = (text: string, distanceMiles: number | null) => setOutOfAreaShown({ message: text, distanceMiles });

  const onOutOfAreaClosed = (choice: OutOfAreaChoice) => {
    const distanceMiles = outOfAreaShown?.distanceMiles ?? null;
    setOutOfAreaShown(null);
    if (choice === 'long-haul') dispatch(longHaulQuoteRequested({ distanceMiles }));
    if (choice === 'change-addresses') form.focusField('pickupLocation');
  };

  /** Plans with varying addresses skip the quote step: fixed plan price, then the inquiry form. */
  const planVariedRoutes = async (trip: TripDetails) => {
    const planType = (trip.serviceDetails as SubscriptionDetails).planType;
    let quote: Quote;
    try {
      quote = toQuote(await requestQuote(toQuoteRequest(serviceType, trip)).unwrap());
    } catch (error) {
      const plans = business?.prices.plans;
      if (!plans) {
        message.error(quoteFailureToast(toApiError(error)));
        return;
      }
      quote = fixedPlanQuote(plans, planType);
    }
    dispatch(variedRoutesPlanned({ details: trip, quote }));
  };

  const onFinish = async (values: DetailsFormValues) => {
    const trip = toTripDetails(serviceType, values);
    if (isSubscription && values.addressesVary) {
      await planVariedRoutes(trip);
      return;
    }
    dispatch(detailsSubmitted(trip));
    try {
      const quote = toQuote(await requestQuote(toQuoteRequest(serviceType, trip)).unwrap());
      const area = outOfArea(quote, serviceAreaLimitText(serviceType, business?.serviceArea));
      if (area) {
        showOutOfArea(area.message, quote.distanceMiles);
        return;
      }
      dispatch(quoteReceived(quote));
    } catch (error) {
      const info = toApiError(error);
      if (errorCode(error) === 'OUTSIDE_SERVICE_AREA') {
        // A refusal, not a quote: it carries no miles, so a long-haul inquiry from here goes without them.
        showOutOfArea(serverWordsOr(info.message, serviceAreaLimitText(serviceType, business?.serviceArea)), null);
        return;
      }
      message.error(quoteFailureToast(info));
    }
  };

  const onValuesChange = (changed: Partial<DetailsFormValues>) => {
    if (!isSubscription || changed.addressesVary === undefined) return;
    if (autoSubmit.current) clearTimeout(autoSubmit.current);
    if (!changed.addressesVary) {
      // Back to fixed addresses: drop the placeholders so the customer types real ones.
      const { pickupLocation, destinationLocation } = form.getFieldsValue();
      if (pickupLocation === VARYING_ADDRESS_PLACEHOLDER && destinationLocation === VARYING_ADDRESS_PLACEHOLDER) {
        form.setFieldsValue({ pickupLocation: '', destinationLocation: '' });
      }
      return;
    }
    form.setFieldsValue({ pickupLocation: VARYING_ADDRESS_PLACEHOLDER, destinationLocation: VARYING_ADDRESS_PLACEHOLDER });
    autoSubmit.current = setTimeout(() => form.submit(), AUTO_SUBMIT_MS);
  };

  const addressRule = (text: string) => [{ required: showAddresses, whitespace: true, message: text }];

  return (
    <Card>
      <Typography.Title level={2} style={{ fontSize: 22 }} {...stepHeadingProps}>
        {t(HEADINGS[serviceType] ?? 'details.headingOther')}
      </Typography.Title>
      <Form<DetailsFormValues>
        form={form}
        layout="vertical"
        initialValues={initialValues}
        onFinish={onFinish}
        onValuesChange={onValuesChange}
        scrollToFirstError
        requiredMark="optional"
      >
        <FieldGroup title={t('details.route')}>
          <Form.Item label={t('details.pickupLocation')} name="pickupLocation" hidden={!showAddresses} rules={addressRule(t('details.pickupRequired'))}>
            <AddressInput />
          </Form.Item>
          {!isChauffeur && (
            <Form.Item
              label={t('details.destination')}
              name="destinationLocation"
              hidden={!showAddresses}
              rules={addressRule(t('details.destinationRequired'))}
            >
              <AddressInput />
            </Form.Item>
          )}
          {isChauffeur && (
            <Typography.Paragraph type="secondary" data-testid="chauffeur-destination-note">
              {t('details.chauffeurDestination')}
            </Typography.Paragraph>
          )}
          {!showAddresses && <Typography.Paragraph type="secondary">{t('details.addressesVary')}</Typography.Paragraph>}
        </FieldGroup>

        {!isSubscription && <ScheduleFields serviceType={serviceType} ownerPhone={business?.phone ?? null} schedule={business?.schedule ?? null} />}

        <FieldGroup title={t('details.serviceDetails')}>
          {serviceType === 'ride' && <RideFields />}
          {serviceType === 'delivery' && <DeliveryFields />}
          {isChauffeur && (
            <ChauffeurFields
              noticeHours={business?.schedule.chauffeurNoticeHours ?? null}
              centsPerHour={business?.prices.chauffeurCentsPerHour ?? null}
              hours={business?.prices.chauffeurHours ?? null}
            />
          )}
          {isSubscription && <SubscriptionFields plans={business?.prices.plans} />}
        </FieldGroup>

        <div className="wizard-actions">
          <Button onClick={() => dispatch(backRequested())}>{t('details.back')}</Button>
          <Button type="primary" htmlType="submit" loading={isLoading}>
            {isSubscription && addressesVary ? t('details.proceedToInquiry') : t('details.getQuote')}
          </Button>
        </div>
      </Form>
      {outOfAreaShown && (
        <OutOfAreaDialog
          message={outOfAreaShown.message}
          phone={business?.phone ?? null}
          email={business?.email ?? null}
          offerLongHaul={offersLongHaul(serviceType)}
          onClosed={onOutOfAreaClosed}
        />
      )}
    </Card>
  );
}
