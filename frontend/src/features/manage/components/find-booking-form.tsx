import { Alert, Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFindBookingMutation } from '@/features/manage/api/manage-api';
import { toApiError } from '@/lib/api-error';

interface FindValues {
  reference: string;
  contact: string;
}

/**
 * Find my booking: the reference and the e-mail or phone the customer booked with. The server sends a fresh link there
 * and answers the same whether or not anything matched, so the form only says that answer, in the visitor's language.
 */
export function FindBookingForm() {
  const { t } = useTranslation();
  const [findBooking, { data, error, isLoading }] = useFindBookingMutation();

  if (data) {
    return <Alert type="success" showIcon role="status" title={t('manage.findSent')} data-testid="find-booking-sent" />;
  }
  return (
    <Form<FindValues> layout="vertical" requiredMark={false} onFinish={(values) => findBooking(values)} scrollToFirstError={{ focus: true }}>
      {error && <Alert type="error" showIcon role="alert" title={toApiError(error, t('manage.findFailed')).message} style={{ marginBottom: 16 }} />}
      <Form.Item
        label={t('manage.referenceLabel')}
        name="reference"
        extra={t('manage.referenceHint')}
        rules={[{ required: true, whitespace: true, message: t('manage.referenceRequired') }]}
      >
        <Input autoComplete="off" autoCapitalize="characters" spellCheck={false} maxLength={40} />
      </Form.Item>
      <Form.Item label={t('manage.contactLabel')} name="contact" rules={[{ required: true, whitespace: true, message: t('manage.contactRequired') }]}>
        <Input autoComplete="email" maxLength={254} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={isLoading}>
        {t('manage.sendLink')}
      </Button>
    </Form>
  );
}
