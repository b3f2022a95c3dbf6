import { Alert, Flex, Spin, Typography } from 'antd';
import { useRef, type ComponentType } from 'react';
import { useGetSettingsQuery, useSaveSettingsMutation } from '@/features/admin/api/admin-api';
import { BookingPolicyFields } from '@/features/admin/components/booking-policy-fields';
import { NotificationSettingsFields } from '@/features/admin/components/notification-settings-fields';
import { PriceSettingsFields } from '@/features/admin/components/price-settings-fields';
import { ScheduleSettingsFields } from '@/features/admin/components/schedule-settings-fields';
import { ServiceAreaFields } from '@/features/admin/components/service-area-fields';
import { SettingsChangeLog } from '@/features/admin/components/settings-change-log';
import { SettingsPartForm, type SettingsPart } from '@/features/admin/components/settings-part-form';
import { SitePageFields } from '@/features/admin/components/site-page-fields';
import type { OwnerSettings } from '@contracts/settings.contract.js';
import { toApiError } from '@/lib/api-error';
import { useGetBusinessQuery } from '@/lib/business-api';

/** The settings in the order the owner reads them, each part with its own Save (named in the owner's words). */
const PARTS: { part: SettingsPart; name: string; Fields: ComponentType }[] = [
  { part: 'prices', name: 'prices', Fields: PriceSettingsFields },
  { part: 'schedule', name: 'schedule', Fields: ScheduleSettingsFields },
  { part: 'serviceArea', name: 'service area', Fields: ServiceAreaFields },
  { part: 'notifications', name: 'notifications', Fields: NotificationSettingsFields },
  { part: 'bookings', name: 'booking rules', Fields: BookingPolicyFields },
  { part: 'pages', name: 'site pages', Fields: SitePageFields },
];

/**
 * The business settings the owner edits: the price table, the day's rules, the service area, the notifications, how
 * bookings come in and the site's pages. Each part is saved and checked on its own (its own Save, its own refusal in
 * the server's words); the server stores the whole set, so a part goes with the other parts as last saved. A saved
 * change applies to quotes and free times at once.
 */
export function SettingsTab() {
  const { data, isLoading, error } = useGetSettingsQuery(undefined, { refetchOnMountOrArgChange: true });
  const zone = useGetBusinessQuery().data?.timeZone;
  const [saveSettings] = useSaveSettingsMutation();
  /** The set as the server last answered it: a part saved goes with these, not with another part's unsaved edits. */
  const saved = useRef<OwnerSettings | null>(null);

  if (isLoading) return <Spin description="Loading settings..." />;
  if (!data) return <Alert type="error" showIcon title={toApiError(error, 'Could not load the settings.').message} />;

  const savePart = async <P extends SettingsPart>(part: P, value: OwnerSettings[P]): Promise<OwnerSettings> => {
    const answer = await saveSettings({ ...(saved.current ?? data.settings), [part]: value }).unwrap();
    saved.current = answer.settings;
    return answer.settings;
  };

  return (
    <Flex vertical gap="middle">
      <div>
        <Typography.Title level={2} style={{ fontSize: 18, margin: 0 }}>
          Business settings
        </Typography.Title>
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          Prices are in dollars. Each part is saved on its own; saved changes apply to new quotes and free times at once.
        </Typography.Paragraph>
      </div>
      {PARTS.map(({ part, name, Fields }) => (
        <SettingsPartForm key={part} part={part} name={name} settings={data.settings} onSave={savePart}>
          <Fields />
        </SettingsPartForm>
      ))}
      <SettingsChangeLog changes={data.changes} zone={zone} />
    </Flex>
  );
}
