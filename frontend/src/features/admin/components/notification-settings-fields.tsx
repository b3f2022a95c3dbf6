import { Checkbox, Col, Form, Input } from 'antd';
import { SettingNumberField } from '@/features/admin/components/setting-number-field';
import { SettingsSection } from '@/features/admin/components/settings-section';
import { settingLabel } from '@/features/admin/settings-format';
import { OWNER_TEXT_EVENTS } from '@domain/notification-rules.js';

/**
 * The texts and reminders (`notifications` of the settings): which events text the owner, the quiet hours in which
 * texts that are not urgent wait, how long before a booking its customer is reminded (whole hours), and how many
 * inquiry thank-you mails may go out a business day (each address gets one a day at most).
 */
export function NotificationSettingsFields() {
  return (
    <SettingsSection title="Notifications">
      <Col span={24}>
        <fieldset style={{ border: 0, margin: '0 0 16px', padding: 0 }}>
          <legend style={{ fontSize: 14, marginBottom: 4 }}>Texts to the business phone (once text messaging is set up)</legend>
          {OWNER_TEXT_EVENTS.map((event) => (
            <Form.Item key={event} name={['notifications', 'ownerTexts', event]} valuePropName="checked" style={{ marginBottom: 4 }}>
              <Checkbox>{settingLabel(`notifications.ownerTexts.${event}`)}</Checkbox>
            </Form.Item>
          ))}
        </fieldset>
      </Col>
      {(['start', 'end'] as const).map((edge) => (
        <Col key={edge} xs={24} sm={12} lg={8}>
          <Form.Item
            label={settingLabel(`notifications.quietHours.${edge}`)}
            name={['notifications', 'quietHours', edge]}
            extra={
              edge === 'end' ? 'Texts in the quiet hours wait for their end, unless the booking starts within 12 hours. The same time twice: none.' : undefined
            }
            rules={[{ required: true, message: 'Please enter a time' }]}
          >
            <Input type="time" />
          </Form.Item>
        </Col>
      ))}
      <SettingNumberField name={['notifications', 'reminderMailHours']} />
      <SettingNumberField name={['notifications', 'reminderTextHours']} />
      <SettingNumberField name={['notifications', 'inquiryAcknowledgementsPerDay']} />
    </SettingsSection>
  );
}
