import { validateLongHaulInquiry } from '@domain/inquiry-rules.js';
import { Col, Form, Input, Row, Select, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '@/app/hooks';
import { useSendLongHaulInquiryMutation, type DateFlexibility } from '@/features/wizard/api/inquiry-api';
import { InquiryContactFields, InquiryFormActions, InquirySendError, PreferredDatePicker } from '@/features/wizard/components/inquiry-form-parts';
import { FieldGroup } from '@/features/wizard/components/field-group';
import { InquiryThankYouModal } from '@/features/wizard/components/inquiry-thank-you-modal';
import { useInquirySend } from '@/features/wizard/components/use-inquiry-send';
import { inquiryRules } from '@/features/wizard/inquiry-form-rules';
import { INQUIRY_MAX_LENGTH, longHaulPayload, type LongHaulValues } from '@/features/wizard/inquiry-payload';
import { disabledPreferredDate } from '@/features/wizard/inquiry-preferred-date';
import { formatMiles, leadFormValues, leadNote, measuredMiles } from '@/features/wizard/long-haul-lead';
import { selectWizard } from '@/features/wizard/wizard-slice';
import type { LongHaulLead } from '@/features/wizard/wizard-types';
import { useGetBusinessQuery } from '@/lib/business-api';
import { dayjs, DAY_FORMAT } from '@/lib/dayjs';

type LongHaulFormValues = Omit<LongHaulValues, 'preferredDate'> & { preferredDate?: Dayjs | null };

const FLEXIBILITY_LABELS = {
  exact: 'booking.flexExact',
  'few-days': 'booking.flexFewDays',
  week: 'booking.flexWeek',
  flexible: 'booking.flexFlexible',
} as const satisfies Record<DateFlexibility, string>;

/** The measured road distance, said for the service the trip was quoted as. */
const ROAD_DISTANCE = { ride: 'booking.roadDistanceRide', delivery: 'booking.roadDistanceDelivery' } as const;

/** An out-of-area trip's values in the form's shape; its day only where the picker allows it (not past). */
function initialFormValues(lead: LongHaulLead): LongHaulFormValues {
  const { preferredDate, ...values } = leadFormValues(lead);
  const day = preferredDate ? dayjs(preferredDate, DAY_FORMAT, true) : null;
  return { ...values, preferredDate: day?.isValid() && !disabledPreferredDate(day) ? day : null };
}

/**
 * Non-CDL delivery of goods over 100 miles, quoted by hand; also where a ride or delivery beyond the service
 * radius goes, starting from that trip (its addresses, load, day and the miles the server measured).
 */
export function LongHaulInquiryForm() {
  const { t } = useTranslation();
  const { data: business } = useGetBusinessQuery();
  const { longHaulLead: lead } = useAppSelector(selectWizard);
  const [form] = Form.useForm<LongHaulFormValues>();
  const [initialValues] = useState(() => (lead ? initialFormValues(lead) : undefined));
  const [send, { isLoading }] = useSendLongHaulInquiryMutation();
  const { sent, failure, submit } = useInquirySend('longHaul', send, isLoading);
  // Undefined until the form is connected: the first render reads the initial values.
  const route = {
    pickupLocation: Form.useWatch('pickupLocation', form) ?? initialValues?.pickupLocation,
    deliveryLocation: Form.useWatch('deliveryLocation', form) ?? initialValues?.deliveryLocation,
  };
  const note = lead ? leadNote(lead, route) : null;
  const miles = lead ? measuredMiles(lead, route) : null;

  const onFinish = (values: LongHaulFormValues) =>
    submit(
      longHaulPayload(
        { ...values, preferredDate: values.preferredDate ? values.preferredDate.format(DAY_FORMAT) : null },
        { note: lead ? leadNote(lead, values) : null },
      ),
    );

  return (
    <>
      <Form<LongHaulFormValues>
        form={form}
        initialValues={initialValues}
        layout="vertical"
        onFinish={onFinish}
        requiredMark="optional"
        scrollToFirstError
        disabled={isLoading || sent}
        aria-label={t('booking.longHaulFormLabel')}
      >
        <InquiryContactFields />
        <FieldGroup title={t('booking.tripGroup')}>
          <Form.Item label={t('booking.pickupLocation')} name="pickupLocation" rules={inquiryRules(t, validateLongHaulInquiry, 'pickupLocation')}>
            <Input autoComplete="off" placeholder={t('booking.addressPlaceholder')} maxLength={INQUIRY_MAX_LENGTH.address} />
          </Form.Item>
          <Form.Item label={t('booking.deliveryLocation')} name="deliveryLocation" rules={inquiryRules(t, validateLongHaulInquiry, 'deliveryLocation')}>
            <Input autoComplete="off" placeholder={t('booking.addressPlaceholder')} maxLength={INQUIRY_MAX_LENGTH.address} />
          </Form.Item>
          {lead && (
            // Polite: it changes as an address is edited, and says so without taking the reader away from the field.
            <Typography.Paragraph data-testid="long-haul-distance" aria-live="polite">
              {miles !== null ? t(ROAD_DISTANCE[lead.fromService], { miles: formatMiles(miles) }) : t('booking.roadDistanceUnknown')}
            </Typography.Paragraph>
          )}
          <Form.Item
            label={t('booking.itemDescription')}
            name="itemDescription"
            rules={inquiryRules(t, validateLongHaulInquiry, 'itemDescription')}
            extra={t('booking.itemDescriptionHelp')}
          >
            {/* The note is appended on send; the whole must stay within the server's limit. */}
            <Input.TextArea rows={3} maxLength={INQUIRY_MAX_LENGTH.description - (note ? note.length + 2 : 0)} />
          </Form.Item>
          <Row gutter={16}>
            <Col xs={24} sm={12}>
              <Form.Item label={t('booking.weight')} name="approximateWeight">
                <Input placeholder={t('booking.weightPlaceholder')} maxLength={INQUIRY_MAX_LENGTH.measure} />
              </Form.Item>
            </Col>
            <Col xs={24} sm={12}>
              <Form.Item label={t('booking.size')} name="approximateSize">
                <Input placeholder={t('booking.sizePlaceholder')} maxLength={INQUIRY_MAX_LENGTH.measure} />
              </Form.Item>
            </Col>
          </Row>
          <Row gutter={16}>
            <Col xs={24} sm={12}>
              <Form.Item label={t('booking.preferredDate')} name="preferredDate">
                <PreferredDatePicker />
              </Form.Item>
            </Col>
            <Col xs={24} sm={12}>
              <Form.Item label={t('booking.dateFlexibility')} name="dateFlexibility">
                <Select
                  options={Object.entries(FLEXIBILITY_LABELS).map(([value, key]) => ({ value, label: t(key) }))}
                  allowClear
                  placeholder={t('booking.dateFlexibilityPlaceholder')}
                />
              </Form.Item>
            </Col>
          </Row>
        </FieldGroup>
        <InquirySendError message={failure} ownerPhone={business?.phone ?? null} />
        <InquiryFormActions sending={isLoading} />
      </Form>
      <InquiryThankYouModal kind="longHaul" open={sent} />
    </>
  );
}
