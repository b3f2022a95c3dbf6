import { validateBulkRidesInquiry } from '@domain/inquiry-rules.js';
import { Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '@/app/hooks';
import { useSendBulkRidesInquiryMutation } from '@/features/wizard/api/inquiry-api';
import { InquiryContactFields, InquiryFormActions } from '@/features/wizard/components/inquiry-form-parts';
import { FieldGroup } from '@/features/wizard/components/field-group';
import { InquiryThankYouModal } from '@/features/wizard/components/inquiry-thank-you-modal';
import { saveInquiryDetails, toInquiryDetails } from '@/features/wizard/inquiry-details-storage';
import { inquiryRules } from '@/features/wizard/inquiry-form-rules';
import { bulkRidesPayload, INQUIRY_MAX_LENGTH, type BulkRidesValues } from '@/features/wizard/inquiry-payload';
import { planLabel } from '@/features/wizard/subscription-plans';
import { selectWizard } from '@/features/wizard/wizard-slice';
import { toApiError } from '@/lib/api-error';
import { useGetBusinessQuery } from '@/lib/business-api';

/**
 * Bulk ride plan whose addresses vary ride to ride. The thank-you dialog follows
 * every send, failed or not; a failure is only logged.
 */
export function BulkRidesInquiryForm() {
  const { t } = useTranslation();
  const { bulk } = useAppSelector(selectWizard);
  const { data: business } = useGetBusinessQuery();
  const [send, { isLoading }] = useSendBulkRidesInquiryMutation();
  const [sent, setSent] = useState(false);

  const onFinish = async (values: BulkRidesValues) => {
    if (isLoading || sent) return;
    const body = bulkRidesPayload(values, {
      planLabel: bulk.planType ? planLabel(business?.prices.plans, bulk.planType) : null,
      recipientEmail: business?.email ?? '',
    });
    try {
      await send(body).unwrap();
    } catch (error) {
      console.error(`Bulk rides inquiry was not sent: ${toApiError(error).message}`);
    }
    saveInquiryDetails(toInquiryDetails('bulk-rides', body));
    setSent(true);
  };

  return (
    <>
      <Form<BulkRidesValues>
        layout="vertical"
        onFinish={onFinish}
        requiredMark="optional"
        scrollToFirstError
        disabled={isLoading || sent}
        aria-label={t('booking.bulkFormLabel')}
      >
        <InquiryContactFields />
        <FieldGroup title={t('booking.ridesGroup')}>
          <Form.Item label={t('booking.details')} name="details" rules={inquiryRules(t, validateBulkRidesInquiry, 'details')} extra={t('booking.detailsHelp')}>
            <Input.TextArea rows={4} maxLength={INQUIRY_MAX_LENGTH.description} />
          </Form.Item>
        </FieldGroup>
        <InquiryFormActions sending={isLoading} />
      </Form>
      <InquiryThankYouModal kind="bulk-rides" open={sent} />
    </>
  );
}
