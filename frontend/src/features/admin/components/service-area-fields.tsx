import { SettingNumberField } from '@/features/admin/components/setting-number-field';
import { SettingsSection } from '@/features/admin/components/settings-section';

/** How far from the home base each service goes (`serviceArea` of the settings, straight-line miles). */
export function ServiceAreaFields() {
  return (
    <SettingsSection title="Service area">
      <SettingNumberField name={['serviceArea', 'serviceRadiusMiles']} />
      <SettingNumberField name={['serviceArea', 'chauffeurRadiusMiles']} />
    </SettingsSection>
  );
}
