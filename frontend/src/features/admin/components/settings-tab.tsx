import { Alert, Button, Flex, Form, Spin, Typography } from 'antd';
import { useState } from 'react';
import { refusalMessageOr } from '@/features/admin/admin-errors';
import { useGetSettingsQuery, useSaveSettingsMutation } from '@/features/admin/api/admin-api';
import { BookingPolicyFields } from '@/features/admin/components/booking-policy-fields';
import { SitePageFields } from '@/features/admin/components/site-page-fields';
import { NotificationSettingsFields } from '@/features/admin/components/notification-settings-fields';
import { PriceSettingsFields } from '@/features/admin/components/price-settings-fields';
import { ScheduleSettingsFields } from '@/features/admin/components/schedule-settings-fields';
import { ServiceAreaFields } from '@/features/admin/components/service-area-fields';
import { SettingsChangeLog } from '@/features/admin/components/settings-change-log';
import type { OwnerSettings } from '@contracts/settings.contract.js';
import { toApiError } from '@/lib/api-error';
import { useGetBusinessQuery } from '@/lib/business-api';
import { useFeedback } from '@/lib/feedback';

const SAVE_FAILED = 'Failed to save the settings. Please try again.';

/**
 * The business settings the owner edits: the price table, the day's rules, the service area, the notifications and how
 * bookings come in. The form holds
 * the contract's shape (amounts in cents, shown in dollars) and saving sends the whole set; the server judges
 * every value and its refusal is shown in its own words. A saved change applies to quotes and free times at once.
 */
export function SettingsTab() {
  const { message } = useFeedback();
  const { data, isLoading, error } = useGetSettingsQuery(undefined, { refetchOnMountOrArgChange: true });
  const zone = useGetBusinessQuery().data?.timeZone;
  const [saveSettings, save] = useSaveSettingsMutation();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [form] = Form.useForm<OwnerSettings>();

  if (isLoading) return <Spin description="Loading settings..." />;
  if (!data) return <Alert type="error" showIcon title={toApiError(error, 'Could not load the settings.').message} />;

  const onFinish = async () => {
    setRefusal(null);
    try {
      // The whole store, not only the fields on screen: PUT replaces the set, so a value the form does not show goes back as it came.
      const saved = await saveSettings(form.getFieldsValue(true) as OwnerSettings).unwrap();
      form.setFieldsValue(saved.settings);
      message.success('Settings saved');
    } catch (caught) {
      setRefusal(refusalMessageOr(caught, SAVE_FAILED));
    }
  };

  return (
    <Flex vertical gap="middle">
      <div>
        <Typography.Title level={2} style={{ fontSize: 18, margin: 0 }}>
          Business settings
        </Typography.Title>
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          Prices are in dollars. Saved changes apply to new quotes and free times at once.
        </Typography.Paragraph>
      </div>
      <Form<OwnerSettings>
        form={form}
        name="owner-settings"
        layout="vertical"
        initialValues={data.settings}
        onFinish={onFinish}
        scrollToFirstError={{ focus: true }}
      >
        <Flex vertical gap="middle">
          <PriceSettingsFields />
          <ScheduleSettingsFields />
          <ServiceAreaFields />
          <NotificationSettingsFields />
          <BookingPolicyFields />
          <SitePageFields />
          {refusal && <Alert type="error" showIcon role="alert" title={refusal} />}
          <div>
            <Button type="primary" htmlType="submit" loading={save.isLoading}>
              Save settings
            </Button>
          </div>
        </Flex>
      </Form>
      <SettingsChangeLog changes={data.changes} zone={zone} />
    </Flex>
  );
}
