import { DeliveryWindowsField } from '@/features/admin/components/delivery-windows-field';
import { SettingNumberField } from '@/features/admin/components/setting-number-field';
import { SettingsSection } from '@/features/admin/components/settings-section';
import { WeeklyHoursField } from '@/features/admin/components/weekly-hours-field';

/** The day's rules (`schedule` of the settings): notice, horizon, travel estimates, the week's hours and the delivery windows. */
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
      <SettingsSection title="Working hours">
        <WeeklyHoursField />
      </SettingsSection>
      <SettingsSection title="Delivery windows">
        <DeliveryWindowsField />
        <SettingNumberField name={['schedule', 'deliveryWindowCapacity']} />
      </SettingsSection>
    </>
  );
}
