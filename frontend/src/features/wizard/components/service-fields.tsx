import { BIKE_LIMITS, VALIDATION_MESSAGES as M, PASSENGER_LIMITS } from '@domain/booking-rules.js';
import { cancellationPolicyText } from '@domain/cancellation-policy.js';
import { formatUsd } from '@domain/money.js';
import { Checkbox, Form, Input, Radio, Select, Typography } from 'antd';
import { useEffect } from 'react';
import type { DetailsFormValues } from '@/features/wizard/details-form';
import { planOptions, type PlanPrices } from '@/features/wizard/subscription-plans';
import { chauffeurHourChoices, isOfferedHours, type ChauffeurHours } from '@/lib/chauffeur-hours';

// Service-specific sections of step 2. Messages are the shared domain texts, so the inline
// errors read exactly like the server's 400 answers.

/** '1' to '6' for limits 1-6: the domain's counts as the form's string options. */
const countOptions = ({ min, max }: { min: number; max: number }) =>
  Array.from({ length: max - min + 1 }, (_, index) => String(min + index)).map((n) => ({ value: n, label: n }));
const PASSENGER_OPTIONS = countOptions(PASSENGER_LIMITS);
const BIKE_OPTIONS = countOptions(BIKE_LIMITS);
const ROOF_RACK_OPTIONS = [
  { value: 'no', label: 'No' },
  { value: 'yes-ski', label: 'Yes, ski rack' },
  { value: 'yes-bike', label: 'Yes, bike rack' },
];

function RoofRackFields() {
  const form = Form.useFormInstance<DetailsFormValues>();
  const rack = Form.useWatch('needsRoofRack', form);
  return (
    <>
      <Form.Item label="Roof rack" name="needsRoofRack">
        <Select options={ROOF_RACK_OPTIONS} />
      </Form.Item>
      {rack === 'yes-bike' && (
        <Form.Item label="Number of bikes" name="bikeCount">
          <Select options={BIKE_OPTIONS} />
        </Form.Item>
      )}
    </>
  );
}

export function RideFields() {
  return (
    <>
      <Form.Item
        label="Passengers"
        name="passengers"
        dependencies={['luggage']}
        rules={[
          { required: true, message: M.passengersRequired },
          ({ getFieldValue }) => ({
            validator: (_rule, value: string | undefined) =>
              value && getFieldValue('luggage') && getFieldValue('luggage') !== 'none' && Number(value) > PASSENGER_LIMITS.maxWithLuggage
                ? Promise.reject(new Error(M.passengersWithLuggage))
                : Promise.resolve(),
          }),
        ]}
        extra={`Up to ${PASSENGER_LIMITS.max} passengers, or ${PASSENGER_LIMITS.maxWithLuggage} when carrying baggage.`}
      >
        <Select options={PASSENGER_OPTIONS} />
      </Form.Item>
      <Form.Item label="Luggage" name="luggage" rules={[{ required: true, message: M.luggageRequired }]}>
        <Select
          options={[
            { value: 'none', label: 'None' },
            { value: 'small', label: 'Small (carry-on bags)' },
            { value: 'medium', label: 'Medium (1-2 suitcases)' },
            { value: 'large', label: 'Large (3+ suitcases)' },
          ]}
        />
      </Form.Item>
      <RoofRackFields />
      <Form.Item label="Special instructions" name="instructions">
        <Input.TextArea rows={3} maxLength={1000} showCount />
      </Form.Item>
    </>
  );
}

export function DeliveryFields() {
  const form = Form.useFormInstance<DetailsFormValues>();
  const perishable = Form.useWatch('perishable', form);
  return (
    <>
      <Form.Item label="Package size" name="packageSize" rules={[{ required: true, message: M.packageSizeRequired }]}>
        <Select
          placeholder="Select package size"
          options={[
            { value: 'small', label: 'Small (under 12 in)' },
            { value: 'medium', label: 'Medium (12-24 in)' },
            { value: 'large', label: 'Large (24-36 in)' },
            { value: 'extra-large', label: 'Extra large (36 in and up)' },
          ]}
        />
      </Form.Item>
      <Form.Item label="Package weight" name="packageWeight" rules={[{ required: true, message: M.packageWeightRequired }]}>
        <Select
          placeholder="Select package weight"
          options={[
            { value: 'light', label: 'Light (under 5 lbs)' },
            { value: 'medium', label: 'Medium (5-20 lbs)' },
            { value: 'heavy', label: 'Heavy (20-50 lbs)' },
            { value: 'extra-heavy', label: 'Extra heavy (50 lbs and up)' },
          ]}
        />
      </Form.Item>
      <Form.Item label="Perishable" name="perishable">
        <Radio.Group
          options={[
            { value: 'no', label: 'No' },
            { value: 'yes', label: 'Yes' },
          ]}
        />
      </Form.Item>
      {perishable === 'yes' && (
        <Form.Item label="Needs a cooler" name="needsCooler">
          <Radio.Group
            options={[
              { value: 'no', label: 'No' },
              { value: 'yes', label: 'Yes' },
            ]}
          />
        </Form.Item>
      )}
      <Form.Item label="Special instructions" name="instructions">
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
  const form = Form.useFormInstance<DetailsFormValues>();
  const rate = centsPerHour === null ? '' : `${priceOf(centsPerHour, 1)} per hour, `;
  const minimum = hours === null ? '' : `${hours.min}-hour minimum.`;
  const min = hours?.min;
  const max = hours?.max;

  // The hours start at the owner's fewest, once known; a choice the owner no longer offers goes back to it.
  useEffect(() => {
    if (min === undefined || max === undefined) return;
    if (!isOfferedHours(form.getFieldValue('hours') as number | undefined, { min, max })) form.setFieldValue('hours', min);
  }, [form, min, max]);

  return (
    <>
      <Form.Item label="Passengers" name="passengers" rules={[{ required: true, message: M.passengersRequired }]}>
        <Select options={PASSENGER_OPTIONS} />
      </Form.Item>
      <Form.Item
        label="Hours"
        name="hours"
        required
        extra={`${rate}${minimum}${noticeHours === null ? '' : ` Please book ${noticeHours} hours ahead.`}`.trim()}
        rules={[
          {
            // Until the owner's hours are known, any chosen hours go to the server, which judges them.
            validator: (_rule, value: number | undefined) =>
              value !== undefined && (hours === null || isOfferedHours(value, hours)) ? Promise.resolve() : Promise.reject(new Error(M.hoursInvalid)),
          },
        ]}
      >
        <Select
          options={(hours ? chauffeurHourChoices(hours) : []).map((h) => ({
            value: h,
            label: centsPerHour === null ? `${h} hours` : `${h} hours (${priceOf(centsPerHour, h)})`,
          }))}
        />
      </Form.Item>
      <RoofRackFields />
      <Form.Item label="Itinerary and activities" name="itinerary" rules={[{ required: true, whitespace: true, message: M.itineraryRequired }]}>
        <Input.TextArea rows={3} maxLength={2000} showCount />
      </Form.Item>
      <Form.Item
        name="termsAgreed"
        valuePropName="checked"
        rules={[
          {
            validator: (_rule, value: boolean | undefined) => (value ? Promise.resolve() : Promise.reject(new Error(M.termsRequired))),
          },
        ]}
      >
        <Checkbox>I agree to the personal driver terms: {cancellationPolicyText('chauffeur')}</Checkbox>
      </Form.Item>
    </>
  );
}

/** Shown under the 'addresses vary' checkbox on step 1 and step 2. */
export const ADDRESSES_VARY_HELP = 'Check this if pickup and drop-off locations differ for each ride.';

export function SubscriptionFields({ plans }: { plans: PlanPrices }) {
  return (
    <>
      <Form.Item name="addressesVary" valuePropName="checked" extra={ADDRESSES_VARY_HELP}>
        <Checkbox>Destinations and origins will vary ride to ride</Checkbox>
      </Form.Item>
      <Form.Item label="Plan type" name="planType" rules={[{ required: true, message: M.planTypeRequired }]}>
        <Select options={planOptions(plans)} />
      </Form.Item>
      <Form.Item label="Frequency" name="frequency" rules={[{ required: true, message: M.frequencyRequired }]}>
        <Select options={[{ value: 'monthly', label: 'Monthly' }]} />
      </Form.Item>
      <Typography.Paragraph type="secondary">Plans are paid upfront and are non-refundable.</Typography.Paragraph>
      <Form.Item label="Details" name="details" extra="Anything we should know about your rides.">
        <Input.TextArea rows={3} maxLength={2000} showCount />
      </Form.Item>
    </>
  );
}
