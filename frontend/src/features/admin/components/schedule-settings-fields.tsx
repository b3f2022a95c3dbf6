import { DeliveryWindowsField } from '@/features/admin/components/delivery-windows-field';
import { SettingNumberField } from '@/features/admin/components/setting-number-field';
import { SettingsSection } from '@/features/admin/components/settings-section';

/** The day's rules (`schedule` of the settings): notice, horizon, travel estimates and the delivery windows. */
export function ScheduleSettingsFields() {
  return (
    <>
      <SettingsSection title="Booking rules">
        <SettingNumberField name={['schedule', 'minLeadMinutes']} />
        <SettingNumberField name={['schedule', 'maxDaysAhead']} />
        <SettingNumberField name={['schedule', 'chauffeurNoticeHours']} />
        <SettingNumberField name={['schedule', 'driverBufferMinutes']} />
        <SettingNumberField name={['schedule', 'rideSpeedMph']} />
        <SettingNumberField name={['schedule', 'rideExtraMinutes']} />
      </SettingsSection>
      <SettingsSection title="Delivery windows">
        <DeliveryWindowsField />
        <SettingNumberField name={['schedule', 'deliveryWindowCapacity']} />
      </SettingsSection>
    </>
  );
}
