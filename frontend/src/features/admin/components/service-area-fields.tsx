import { Col, Form, Input } from 'antd';
import { SettingNumberField } from '@/features/admin/components/setting-number-field';
import { SettingsSection } from '@/features/admin/components/settings-section';
import { settingLabel } from '@/features/admin/settings-format';
import { MAX_HOME_BASE_LENGTH } from '@domain/owner-settings-rules.js';

/**
 * Where the home base is and how far from it each service goes (`serviceArea` of the settings, straight-line miles),
 * and how many paid map calls (Google) the site may make a business day before it answers with estimates.
 * The home base is entered as an address; the server places it on the map when it is saved and refuses one it cannot find.
 */
export function ServiceAreaFields() {
  return (
    <SettingsSection title="Service area">
      <Col xs={24} lg={16}>
        <Form.Item
          label={settingLabel('serviceArea.homeBase')}
          name={['serviceArea', 'homeBase']}
          extra="The centre of the service area and the starting point of the day's first job. Enter a street address or a town."
          rules={[{ required: true, whitespace: true, message: 'Please enter the home base address' }]}
        >
          <Input autoComplete="off" maxLength={MAX_HOME_BASE_LENGTH} />
        </Form.Item>
      </Col>
      <SettingNumberField name={['serviceArea', 'serviceRadiusMiles']} />
      <SettingNumberField name={['serviceArea', 'chauffeurRadiusMiles']} />
      <SettingNumberField name={['serviceArea', 'paidMapCallsPerDay']} />
    </SettingsSection>
  );
}
