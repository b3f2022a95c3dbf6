import { validateHandymanInquiry } from '@domain/inquiry-rules.js';
import { Col, Form, Input, Row, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useSendHandymanInquiryMutation, type TimeOfDay } from '@/features/wizard/api/inquiry-api';
import { InquiryContactFields, InquiryFormActions, InquirySendError, PreferredDatePicker } from '@/features/wizard/components/inquiry-form-parts';
import { FieldGroup } from '@/features/wizard/components/field-group';
import { InquiryThankYouModal } from '@/features/wizard/components/inquiry-thank-you-modal';
import { useInquirySend } from '@/features/wizard/components/use-inquiry-send';
import { inquiryRules } from '@/features/wizard/inquiry-form-rules';
import { handymanPayload, INQUIRY_MAX_LENGTH, type HandymanValues } from '@/features/wizard/inquiry-payload';
import { useGetBusinessQuery } from '@/lib/business-api';
import { DAY_FORMAT } from '@/lib/dayjs';

type HandymanFormValues = Omit<HandymanValues, 'preferredDate'> & { preferredDate?: Dayjs | null };

const TIME_OF_DAY_LABELS = {
  morning: 'booking.morning',
  afternoon: 'booking.afternoon',
  evening: 'booking.evening',
  any: 'booking.anyTime',
} as const satisfies Record<TimeOfDay, string>;

/** Handyman help, quoted by hand. */
export function HandymanInquiryForm() {
  const { t } = useTranslation();
  const { data: business } = useGetBusinessQuery();
  const [send, { isLoading }] = useSendHandymanInquiryMutation();
  const { sent, failure, submit } = useInquirySend('handyman', send, isLoading);

  const onFinish = (values: HandymanFormValues) =>
    submit(handymanPayload({ ...values, preferredDate: values.preferredDate ? values.preferredDate.format(DAY_FORMAT) : null }));

  return (
    <>
      <Form<HandymanFormValues>
        layout="vertical"
        onFinish={onFinish}
        requiredMark="optional"
        scrollToFirstError
        disabled={isLoading || sent}
        aria-label={t('booking.handymanFormLabel')}
      >
        <InquiryContactFields />
        <FieldGroup title={t('booking.jobGroup')}>
          <Form.Item label={t('booking.jobAddress')} name="jobAddress" rules={inquiryRules(t, validateHandymanInquiry, 'jobAddress')}>
            <Input autoComplete="street-address" placeholder={t('booking.addressPlaceholder')} maxLength={INQUIRY_MAX_LENGTH.address} />
          </Form.Item>
          <Form.Item
            label={t('booking.jobDescription')}
            name="jobDescription"
            rules={inquiryRules(t, validateHandymanInquiry, 'jobDescription')}
            extra={t('booking.jobDescriptionHelp')}
          >
            <Input.TextArea rows={4} maxLength={INQUIRY_MAX_LENGTH.description} />
          </Form.Item>
          <Row gutter={16}>
            <Col xs={24} sm={12}>
              <Form.Item label={t('booking.preferredDate')} name="preferredDate">
                <PreferredDatePicker />
              </Form.Item>
            </Col>
            <Col xs={24} sm={12}>
              <Form.Item label={t('booking.preferredTimeOfDay')} name="preferredTimeOfDay">
                <Select
                  options={Object.entries(TIME_OF_DAY_LABELS).map(([value, key]) => ({ value, label: t(key) }))}
                  allowClear
                  placeholder={t('booking.timeOfDayPlaceholder')}
                />
              </Form.Item>
            </Col>
          </Row>
        </FieldGroup>
        <InquirySendError message={failure} ownerPhone={business?.phone ?? null} />
        <InquiryFormActions sending={isLoading} />
      </Form>
      <InquiryThankYouModal kind="handyman" open={sent} />
    </>
  );
}
