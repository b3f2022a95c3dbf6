import { BIKE_LIMITS, CHAUFFEUR_HOUR_LIMITS, PASSENGER_LIMITS } from '@domain/booking-rules.js';
import { FREE_UNTIL_MINUTES, HALF_FEE_PERCENT } from '@domain/cancellation-policy.js';
import { formatUsd } from '@domain/money.js';
import { Checkbox, Form, Input, Radio, Select, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { DetailsFormValues } from '@/features/wizard/details-form';
import { planOptions, type PlanPrices } from '@/features/wizard/subscription-plans';
import { chauffeurHourChoices, isOfferedHours, type ChauffeurHours } from '@/lib/chauffeur-hours';

// Service-specific sections of step 2. The messages word the shared domain texts (VALIDATION_MESSAGES,
// cancellationPolicyText) in the catalog, so in English the inline errors read exactly like the server's 400 answers.

/** '1' to '6' for limits 1-6: the domain's counts as the form's string options. */
const countOptions = ({ min, max }: { min: number; max: number }) =>
  Array.from({ length: max - min + 1 }, (_, index) => String(min + index)).map((n) => ({ value: n, label: n }));
const PASSENGER_OPTIONS = countOptions(PASSENGER_LIMITS);
const BIKE_OPTIONS = countOptions(BIKE_LIMITS);

function RoofRackFields() {
  const { t } = useTranslation();
  const form = Form.useFormInstance<DetailsFormValues>();
  const rack = Form.useWatch('needsRoofRack', form);
  return (
    <>
      <Form.Item label={t('wizard.roofRack')} name="needsRoofRack">
        <Select
          options={[
            { value: 'no', label: t('wizard.no') },
            { value: 'yes-ski', label: t('wizard.roofRackSki') },
            { value: 'yes-bike', label: t('wizard.roofRackBike') },
          ]}
        />
      </Form.Item>
      {rack === 'yes-bike' && (
        <Form.Item label={t('wizard.bikeCount')} name="bikeCount">
          <Select options={BIKE_OPTIONS} />
        </Form.Item>
      )}
    </>
  );
}

export function RideFields() {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item
        label={t('wizard.passengers')}
        name="passengers"
        dependencies={['luggage']}
        rules={[
          { required: true, message: t('wizard.passengersRequired') },
          ({ getFieldValue }) => ({
            validator: (_rule, value: string | undefined) =>
              value && getFieldValue('luggage') && getFieldValue('luggage') !== 'none' && Number(value) > PASSENGER_LIMITS.maxWithLuggage
                ? Promise.reject(new Error(t('wizard.passengersWithLuggage', { max: PASSENGER_LIMITS.maxWithLuggage })))
                : Promise.resolve(),
          }),
        ]}
        extra={t('wizard.passengersHelp', { max: PASSENGER_LIMITS.max, maxWithLuggage: PASSENGER_LIMITS.maxWithLuggage })}
      >
        <Select options={PASSENGER_OPTIONS} />
      </Form.Item>
      <Form.Item label={t('wizard.luggage')} name="luggage" rules={[{ required: true, message: t('wizard.luggageRequired') }]}>
        <Select
          options={[
            { value: 'none', label: t('wizard.luggageNone') },
            { value: 'small', label: t('wizard.luggageSmall') },
            { value: 'medium', label: t('wizard.luggageMedium') },
            { value: 'large', label: t('wizard.luggageLarge') },
          ]}
        />
      </Form.Item>
      <RoofRackFields />
      <Form.Item label={t('wizard.specialInstructions')} name="instructions">
        <Input.TextArea rows={3} maxLength={1000} showCount />
      </Form.Item>
    </>
  );
}

export function DeliveryFields() {
  const { t } = useTranslation();
  const form = Form.useFormInstance<DetailsFormValues>();
  const perishable = Form.useWatch('perishable', form);
  return (
    <>
      <Form.Item label={t('wizard.packageSize')} name="packageSize" rules={[{ required: true, message: t('wizard.packageSizeRequired') }]}>
        <Select
          placeholder={t('wizard.selectPackageSize')}
          options={[
            { value: 'small', label: t('wizard.sizeSmall') },
            { value: 'medium', label: t('wizard.sizeMedium') },
            { value: 'large', label: t('wizard.sizeLarge') },
            { value: 'extra-large', label: t('wizard.sizeExtraLarge') },
          ]}
        />
      </Form.Item>
      <Form.Item label={t('wizard.packageWeight')} name="packageWeight" rules={[{ required: true, message: t('wizard.packageWeightRequired') }]}>
        <Select
          placeholder={t('wizard.selectPackageWeight')}
          options={[
            { value: 'light', label: t('wizard.weightLight') },
            { value: 'medium', label: t('wizard.weightMedium') },
            { value: 'heavy', label: t('wizard.weightHeavy') },
            { value: 'extra-heavy', label: t('wizard.weightExtraHeavy') },
          ]}
        />
      </Form.Item>
      <Form.Item label={t('wizard.perishable')} name="perishable">
        <Radio.Group
          options={[
            { value: 'no', label: t('wizard.no') },
            { value: 'yes', label: t('wizard.yes') },
          ]}
        />
      </Form.Item>
      {perishable === 'yes' && (
        <Form.Item label={t('wizard.needsCooler')} name="needsCooler">
          <Radio.Group
            options={[
              { value: 'no', label: t('wizard.no') },
              { value: 'yes', label: t('wizard.yes') },
            ]}
          />
        </Form.Item>
      )}
      <Form.Item label={t('wizard.specialInstructions')} name="instructions">
        <Input.TextArea rows={3} maxLength={1000} showCount />
      </Form.Item>
    </>
  );
}

const priceOf = (centsPerHour: number, hours: number) => formatUsd(hours * centsPerHour, { dropZeroCents: true });

interface ChauffeurFieldsProps {
  /** the server's advance notice for a personal driver */
  noticeHours: number | null;
  /** the server's hourly price */
  centsPerHour: number | null;
  /** the hours the owner offers; each is null until GET /api/business answers */
  hours: ChauffeurHours | null;
}

export function ChauffeurFields({ noticeHours, centsPerHour, hours }: ChauffeurFieldsProps) {
  const { t } = useTranslation();
  const form = Form.useFormInstance<DetailsFormValues>();
  const rate = centsPerHour === null ? '' : t('wizard.ratePerHour', { price: priceOf(centsPerHour, 1) });
  const minimum = hours === null ? '' : t('wizard.hourMinimum', { hours: hours.min });
  const min = hours?.min;
  const max = hours?.max;

  // The hours start at the owner's fewest, once known; a choice the owner no longer offers goes back to it.
  useEffect(() => {
    if (min === undefined || max === undefined) return;
    if (!isOfferedHours(form.getFieldValue('hours') as number | undefined, { min, max })) form.setFieldValue('hours', min);
  }, [form, min, max]);

  return (
    <>
      <Form.Item label={t('wizard.passengers')} name="passengers" rules={[{ required: true, message: t('wizard.passengersRequired') }]}>
        <Select options={PASSENGER_OPTIONS} />
      </Form.Item>
      <Form.Item
        label={t('wizard.hours')}
        name="hours"
        required
        extra={`${rate}${minimum}${noticeHours === null ? '' : t('wizard.bookAhead', { hours: noticeHours })}`.trim()}
        rules={[
          {
            // Until the owner's hours are known, any chosen hours go to the server, which judges them.
            validator: (_rule, value: number | undefined) =>
              value !== undefined && (hours === null || isOfferedHours(value, hours))
                ? Promise.resolve()
                : Promise.reject(new Error(t('wizard.hoursInvalid', CHAUFFEUR_HOUR_LIMITS))),
          },
        ]}
      >
        <Select
          options={(hours ? chauffeurHourChoices(hours) : []).map((h) => ({
            value: h,
            label:
              centsPerHour === null ? t('wizard.hoursChoice', { hours: h }) : t('wizard.hoursChoiceWithPrice', { hours: h, price: priceOf(centsPerHour, h) }),
          }))}
        />
      </Form.Item>
      <RoofRackFields />
      <Form.Item label={t('wizard.itinerary')} name="itinerary" rules={[{ required: true, whitespace: true, message: t('wizard.itineraryRequired') }]}>
        <Input.TextArea rows={3} maxLength={2000} showCount />
      </Form.Item>
      <Form.Item
        name="termsAgreed"
        valuePropName="checked"
        rules={[
          {
            validator: (_rule, value: boolean | undefined) => (value ? Promise.resolve() : Promise.reject(new Error(t('wizard.termsRequired')))),
          },
        ]}
      >
        <Checkbox>{t('wizard.chauffeurTerms', { hours: FREE_UNTIL_MINUTES.chauffeur / 60, percent: HALF_FEE_PERCENT })}</Checkbox>
      </Form.Item>
    </>
  );
}

export function SubscriptionFields({ plans }: { plans: PlanPrices }) {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item name="addressesVary" valuePropName="checked" extra={t('wizard.addressesVaryHelp')}>
        <Checkbox>{t('wizard.addressesVary')}</Checkbox>
      </Form.Item>
      <Form.Item label={t('wizard.planType')} name="planType" rules={[{ required: true, message: t('wizard.planTypeRequired') }]}>
        <Select options={planOptions(plans)} />
      </Form.Item>
      <Form.Item label={t('wizard.frequency')} name="frequency" rules={[{ required: true, message: t('wizard.frequencyRequired') }]}>
        <Select options={[{ value: 'monthly', label: t('wizard.monthly') }]} />
      </Form.Item>
      <Typography.Paragraph type="secondary">{t('wizard.plansNonRefundable')}</Typography.Paragraph>
      <Form.Item label={t('wizard.details')} name="details" extra={t('wizard.detailsHelp')}>
        <Input.TextArea rows={3} maxLength={2000} showCount />
      </Form.Item>
    </>
  );
}
