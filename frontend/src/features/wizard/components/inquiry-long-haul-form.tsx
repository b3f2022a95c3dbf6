import { validateLongHaulInquiry } from '@domain/inquiry-rules.js';
import { Col, Form, Input, Row, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { useSendLongHaulInquiryMutation, type DateFlexibility } from '@/features/wizard/api/inquiry-api';
import { InquiryContactFields, InquiryFormActions, InquirySendError, PreferredDatePicker } from '@/features/wizard/components/inquiry-form-parts';
import { FieldGroup } from '@/features/wizard/components/field-group';
import { InquiryThankYouModal } from '@/features/wizard/components/inquiry-thank-you-modal';
import { useInquirySend } from '@/features/wizard/components/use-inquiry-send';
import { inquiryRules } from '@/features/wizard/inquiry-form-rules';
import { INQUIRY_MAX_LENGTH, longHaulPayload, type LongHaulValues } from '@/features/wizard/inquiry-payload';
import { useGetBusinessQuery } from '@/lib/business-api';
import { DAY_FORMAT } from '@/lib/dayjs';

type LongHaulFormValues = Omit<LongHaulValues, 'preferredDate'> & { preferredDate?: Dayjs | null };

const FLEXIBILITY_OPTIONS: { value: DateFlexibility; label: string }[] = [
  { value: 'exact', label: 'Exact date only' },
  { value: 'few-days', label: 'Within a few days' },
  { value: 'week', label: 'Within a week' },
  { value: 'flexible', label: 'Flexible' },
];

/** Non-CDL delivery of goods over 100 miles, quoted by hand. */
export function LongHaulInquiryForm() {
  const { data: business } = useGetBusinessQuery();
  const [send, { isLoading }] = useSendLongHaulInquiryMutation();
  const { sent, failure, submit } = useInquirySend('longHaul', send, isLoading);

  const onFinish = (values: LongHaulFormValues) =>
    submit(longHaulPayload({ ...values, preferredDate: values.preferredDate ? values.preferredDate.format(DAY_FORMAT) : null }));

  return (
    <>
      <Form<LongHaulFormValues>
        layout="vertical"
        onFinish={onFinish}
        requiredMark="optional"
        scrollToFirstError
        disabled={isLoading || sent}
        aria-label="Long haul delivery inquiry"
      >
        <InquiryContactFields />
        <FieldGroup title="The trip">
          <Form.Item label="Pickup location" name="pickupLocation" rules={inquiryRules(validateLongHaulInquiry, 'pickupLocation')}>
            <Input autoComplete="off" placeholder="Street, City, State" maxLength={INQUIRY_MAX_LENGTH.address} />
          </Form.Item>
          <Form.Item label="Delivery location" name="deliveryLocation" rules={inquiryRules(validateLongHaulInquiry, 'deliveryLocation')}>
            <Input autoComplete="off" placeholder="Street, City, State" maxLength={INQUIRY_MAX_LENGTH.address} />
          </Form.Item>
          <Form.Item
            label="What needs to be carried"
            name="itemDescription"
            rules={inquiryRules(validateLongHaulInquiry, 'itemDescription')}
            extra="For example: a sofa and six boxes, or two pallets of tiles."
          >
            <Input.TextArea rows={3} maxLength={INQUIRY_MAX_LENGTH.description} />
          </Form.Item>
          <Row gutter={16}>
            <Col xs={24} sm={12}>
              <Form.Item label="Approximate weight" name="approximateWeight">
                <Input placeholder="e.g. 300 lbs" maxLength={INQUIRY_MAX_LENGTH.measure} />
              </Form.Item>
            </Col>
            <Col xs={24} sm={12}>
              <Form.Item label="Approximate size" name="approximateSize">
                <Input placeholder="e.g. 6 x 3 x 3 ft" maxLength={INQUIRY_MAX_LENGTH.measure} />
              </Form.Item>
            </Col>
          </Row>
          <Row gutter={16}>
            <Col xs={24} sm={12}>
              <Form.Item label="Preferred date" name="preferredDate">
                <PreferredDatePicker />
              </Form.Item>
            </Col>
            <Col xs={24} sm={12}>
              <Form.Item label="Date flexibility" name="dateFlexibility">
                <Select options={FLEXIBILITY_OPTIONS} allowClear placeholder="How firm is the date?" />
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
