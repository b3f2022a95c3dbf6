import { Alert, Button, Form, Input } from 'antd';
import { useFindBookingMutation } from '@/features/manage/api/manage-api';
import { toApiError } from '@/lib/api-error';

interface FindValues {
  reference: string;
  contact: string;
}

const FIND_FAILED = 'We could not send the link just now. Please try again in a moment.';

/**
 * Find my booking: the reference and the e-mail or phone the customer booked with. The server sends a fresh link there
 * and answers the same whether or not anything matched, so the form only shows that answer.
 */
export function FindBookingForm() {
  const [findBooking, { data, error, isLoading }] = useFindBookingMutation();

  if (data) {
    return <Alert type="success" showIcon role="status" title={data.message} data-testid="find-booking-sent" />;
  }
  return (
    <Form<FindValues> layout="vertical" requiredMark={false} onFinish={(values) => findBooking(values)} scrollToFirstError={{ focus: true }}>
      {error && <Alert type="error" showIcon role="alert" title={toApiError(error, FIND_FAILED).message} style={{ marginBottom: 16 }} />}
      <Form.Item
        label="Booking reference"
        name="reference"
        extra="It is in every e-mail about your booking, e.g. 254-K7Q2XM."
        rules={[{ required: true, whitespace: true, message: 'Please enter the booking reference' }]}
      >
        <Input autoComplete="off" autoCapitalize="characters" spellCheck={false} maxLength={40} />
      </Form.Item>
      <Form.Item
        label="E-mail or phone you booked with"
        name="contact"
        rules={[{ required: true, whitespace: true, message: 'Please enter the e-mail address or phone number you booked with' }]}
      >
        <Input autoComplete="email" maxLength={254} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={isLoading}>
        Send me a link
      </Button>
    </Form>
  );
}
