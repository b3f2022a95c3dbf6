import { Col, Form, InputNumber, Switch, Typography } from 'antd';
import { SettingsSection } from '@/features/admin/components/settings-section';
import { settingLabel } from '@/features/admin/settings-format';

/**
 * How bookings come in (`bookings` of the settings): whether a booking paid online, or covered by a code or a plan,
 * is confirmed at once, or waits for the owner to confirm it; and how trips are recorded on the day.
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
      <Col xs={24} sm={12}>
        <Form.Item
          label={settingLabel('bookings.noShowWaitMinutes')}
          name={['bookings', 'noShowWaitMinutes']}
          rules={[{ required: true, message: 'Enter the minutes (0 for none)' }]}
          extra={<Typography.Text type="secondary">After you tap Arrived, a no-show can be recorded once this wait has passed.</Typography.Text>}
        >
          <InputNumber min={0} precision={0} style={{ width: '100%' }} />
        </Form.Item>
      </Col>
      <Col span={24}>
        <Form.Item
          label={settingLabel('bookings.recordTripPosition')}
          name={['bookings', 'recordTripPosition']}
          valuePropName="checked"
          extra={
            <Typography.Text type="secondary">
              On: each trip step you tap (on my way, arrived, picked up, completed) keeps where your phone was, in the booking&apos;s history. Off: no position
              is kept.
            </Typography.Text>
          }
        >
          <Switch />
        </Form.Item>
      </Col>
    </SettingsSection>
  );
}
