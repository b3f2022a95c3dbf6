import { validateHandymanInquiry } from '@domain/inquiry-rules.js';
import { Col, Form, Input, Row, Select } from 'antd';
import type { Dayjs } from 'dayjs';
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

const TIME_OF_DAY_OPTIONS: { value: TimeOfDay; label: string }[] = [
  { value: 'morning', label: 'Morning' },
  { value: 'afternoon', label: 'Afternoon' },
  { value: 'evening', label: 'Evening' },
  { value: 'any', label: 'Any time' },
];

/** Handyman help, quoted by hand. */
export function HandymanInquiryForm() {
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
        aria-label="Handyman inquiry"
      >
        <InquiryContactFields />
        <FieldGroup title="The job">
          <Form.Item label="Job address" name="jobAddress" rules={inquiryRules(validateHandymanInquiry, 'jobAddress')}>
            <Input autoComplete="street-address" placeholder="Street, City, State" maxLength={INQUIRY_MAX_LENGTH.address} />
          </Form.Item>
          <Form.Item
            label="What needs doing"
            name="jobDescription"
            rules={inquiryRules(validateHandymanInquiry, 'jobDescription')}
            extra="For example: mount a TV, fix a leaking tap, assemble furniture."
          >
            <Input.TextArea rows={4} maxLength={INQUIRY_MAX_LENGTH.description} />
          </Form.Item>
          <Row gutter={16}>
            <Col xs={24} sm={12}>
              <Form.Item label="Preferred date" name="preferredDate">
                <PreferredDatePicker />
              </Form.Item>
            </Col>
            <Col xs={24} sm={12}>
              <Form.Item label="Preferred time of day" name="preferredTimeOfDay">
                <Select options={TIME_OF_DAY_OPTIONS} allowClear placeholder="Any time that suits" />
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
