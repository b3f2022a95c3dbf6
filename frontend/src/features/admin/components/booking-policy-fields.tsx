import { Col, Form, InputNumber, Switch, Typography } from 'antd';
import { SettingsSection } from '@/features/admin/components/settings-section';
import { settingLabel } from '@/features/admin/settings-format';

/**
 * How bookings come in (`bookings` of the settings): whether a booking paid online, or covered by a code or a plan,
 * is confirmed at once, or waits for the owner to confirm it.
 */
export function BookingPolicyFields() {
  return (
    <SettingsSection title="Bookings">
      <Col span={24}>
        <Form.Item
          label={settingLabel('bookings.confirmPaidAutomatically')}
          name={['bookings', 'confirmPaidAutomatically']}
          valuePropName="checked"
          extra={
            <Typography.Text type="secondary">
              On: a booking paid online (or covered by a code or a plan) in a time the site offered is confirmed at once, and the customer is told so. Off: each
              one waits for you to confirm it, and the customer reads that you will reach out within the hour.
            </Typography.Text>
          }
        >
          <Switch />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12}>
        <Form.Item
          label={settingLabel('bookings.freeCancelGraceMinutes')}
          name={['bookings', 'freeCancelGraceMinutes']}
          rules={[{ required: true, message: 'Enter the minutes (0 for none)' }]}
          extra={
            <Typography.Text type="secondary">
              For this long after booking a customer can cancel free, even when the policy would charge a fee (not for a job booked to start within the hour). 0
              turns it off.
            </Typography.Text>
          }
        >
          <InputNumber min={0} precision={0} style={{ width: '100%' }} />
        </Form.Item>
      </Col>
    </SettingsSection>
  );
}
